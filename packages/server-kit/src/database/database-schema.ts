import type { DataSourceOptions } from 'typeorm';
import { AccessCodeEntity } from './entities/access-code.entity.js';
import { AccessEventEntity } from './entities/access-event.entity.js';
import { CalendarBlockEntity } from './entities/calendar-block.entity.js';
import { CalendarConflictEntity } from './entities/calendar-conflict.entity.js';
import { CalendarFeedEntity } from './entities/calendar-feed.entity.js';
import { BookingEmailRequestEntity } from './entities/booking-email-request.entity.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';
import { EmailEntity } from './entities/email.entity.js';
import { OwnerBlockEntity } from './entities/owner-block.entity.js';
import { ContentDocumentEntity } from './entities/content-document.entity.js';
import { OutboxEntryEntity } from './entities/outbox-entry.entity.js';
import { PhotoManifestEntity } from './entities/photo-manifest.entity.js';
import { PhotoEntity } from './entities/photo.entity.js';
import { PropertyEntity } from './entities/property.entity.js';
import { PricingRulesChangeEntity } from './entities/pricing-rules-change.entity.js';
import { PricingRulesEntity } from './entities/pricing-rules.entity.js';
import { PropertySettingsChangeEntity } from './entities/property-settings-change.entity.js';
import { PropertySettingsEntity } from './entities/property-settings.entity.js';
import { ReferralEntity } from './entities/referral.entity.js';
import { ReservationEntity } from './entities/reservation.entity.js';
import { StripeEventEntity } from './entities/stripe-event.entity.js';
import { StayNoticeEntity } from './entities/stay-notice.entity.js';
import { InitialSchema1763769600000 } from './migrations/1763769600000-initial-schema.js';
import { SeedProperty1763769600001 } from './migrations/1763769600001-seed-property.js';
import { AccessAndReferrals1763769600100 } from './migrations/1763769600100-access-and-referrals.js';
import { PhotoManifest1763769600200 } from './migrations/1763769600200-photo-manifest.js';
import { Reservations1763769600300 } from './migrations/1763769600300-reservations.js';
import { Calendar1763769600400 } from './migrations/1763769600400-calendar.js';
import { EmailHtmlAndAttachments1763769600310 } from './migrations/1763769600310-email-html-and-attachments.js';
import { BookingEmailRequests1763769600320 } from './migrations/1763769600320-booking-email-requests.js';
import { Payments1763769600500 } from './migrations/1763769600500-payments.js';
import { AvailabilityChangeNotices1763769600900 } from './migrations/1763769600900-availability-change-notices.js';
import { OutboxRequestId1763769600950 } from './migrations/1763769600950-outbox-request-id.js';
import { TableChangeNotices1763769601000 } from './migrations/1763769601000-table-change-notices.js';
import { GeneratedColumnMetadata1763769601050 } from './migrations/1763769601050-generated-column-metadata.js';
import { AbuseLimits1763769601100 } from './migrations/1763769601100-abuse-limits.js';
import { OutboxDeadLetters1763769601400 } from './migrations/1763769601400-outbox-dead-letters.js';
import { Sessions1763769601500 } from './migrations/1763769601500-sessions.js';
import { CodeHashKey1763769601600 } from './migrations/1763769601600-code-hash-key.js';
import { LatePaymentRefunds1763769601700 } from './migrations/1763769601700-late-payment-refunds.js';
import { StayNotices1763769601750 } from './migrations/1763769601750-stay-notices.js';
import { GuestCancellations1763769601760 } from './migrations/1763769601760-guest-cancellations.js';
import { PropertySettings1763769601800 } from './migrations/1763769601800-property-settings.js';
import { PricingRules1763769601870 } from './migrations/1763769601870-pricing-rules.js';
import { SettingsCoordinates1763769601877 } from './migrations/1763769601877-settings-coordinates.js';
import { OwnerBlocks1763769601930 } from './migrations/1763769601930-owner-blocks.js';
import { HostCalendarFeeds1763769601960 } from './migrations/1763769601960-host-calendar-feeds.js';
import { ContentDocuments1795784112500 } from './migrations/1795784112500-content-documents.js';
import { PaymentAnomalies1795784357937 } from './migrations/1795784357937-payment-anomalies.js';
import { OutboxCompletion1795785245898 } from './migrations/1795785245898-outbox-completion.js';
import { PlatformRatings1795788166968 } from './migrations/1795788166968-platform-ratings.js';
import { PhotoLibrary1795790000000 } from './migrations/1795790000000-photo-library.js';
import { Reviews1795790100000 } from './migrations/1795790100000-reviews.js';
import { AgreementSignatures1795800100000 } from './migrations/1795800100000-agreement-signatures.js';
import { EmailTemplates1795790400000 } from './migrations/1795790400000-email-templates.js';
import { HelpersAndSecondFactor1795797288097 } from './migrations/1795797288097-helpers-and-second-factor.js';
import { CleaningAndWebhooks1795800000000 } from './migrations/1795800000000-cleaning-and-webhooks.js';
import { ArrivalDetails1795800200000 } from './migrations/1795800200000-arrival-details.js';
import { SavedCard1795800300000 } from './migrations/1795800300000-saved-card.js';
import { PaymentSchedule1795800400000 } from './migrations/1795800400000-payment-schedule.js';
import { DamageHolds1795800500000 } from './migrations/1795800500000-damage-holds.js';
import { DoorCodes1795800600000 } from './migrations/1795800600000-door-codes.js';
import { HostCard1795800710000 } from './migrations/1795800710000-host-card.js';
import { ContactFormOutcomes1795800730000 } from './migrations/1795800730000-contact-form-outcomes.js';
import { ReviewOrigin1795800800000 } from './migrations/1795800800000-review-origin.js';
import { HoldRequestKeys1795800812000 } from './migrations/1795800812000-hold-request-keys.js';
import { StayNoticeRowNotices1795800812100 } from './migrations/1795800812100-stay-notice-row-notices.js';
import { type DatabaseTimeouts, poolTimeoutOptions } from './database-timeouts.js';
import { SnakeCaseNamingStrategy } from './snake-case-naming-strategy.js';

export const databaseEntities = [
  PropertyEntity,
  ContactMessageEntity,
  OutboxEntryEntity,
  EmailEntity,
  AccessCodeEntity,
  AccessEventEntity,
  ReferralEntity,
  PhotoManifestEntity,
  ReservationEntity,
  StripeEventEntity,
  BookingEmailRequestEntity,
  CalendarFeedEntity,
  CalendarBlockEntity,
  CalendarConflictEntity,
  StayNoticeEntity,
  PropertySettingsEntity,
  PropertySettingsChangeEntity,
  PricingRulesEntity,
  PricingRulesChangeEntity,
  OwnerBlockEntity,
  ContentDocumentEntity,
  PhotoEntity,
];
export const databaseMigrations = [
  InitialSchema1763769600000,
  SeedProperty1763769600001,
  AccessAndReferrals1763769600100,
  PhotoManifest1763769600200,
  Reservations1763769600300,
  EmailHtmlAndAttachments1763769600310,
  BookingEmailRequests1763769600320,
  Calendar1763769600400,
  Payments1763769600500,
  AvailabilityChangeNotices1763769600900,
  OutboxRequestId1763769600950,
  TableChangeNotices1763769601000,
  GeneratedColumnMetadata1763769601050,
  AbuseLimits1763769601100,
  OutboxDeadLetters1763769601400,
  Sessions1763769601500,
  CodeHashKey1763769601600,
  LatePaymentRefunds1763769601700,
  StayNotices1763769601750,
  GuestCancellations1763769601760,
  PropertySettings1763769601800,
  PricingRules1763769601870,
  SettingsCoordinates1763769601877,
  OwnerBlocks1763769601930,
  HostCalendarFeeds1763769601960,
  ContentDocuments1795784112500,
  PaymentAnomalies1795784357937,
  OutboxCompletion1795785245898,
  PlatformRatings1795788166968,
  PhotoLibrary1795790000000,
  Reviews1795790100000,
  EmailTemplates1795790400000,
  HelpersAndSecondFactor1795797288097,
  CleaningAndWebhooks1795800000000,
  AgreementSignatures1795800100000,
  ArrivalDetails1795800200000,
  SavedCard1795800300000,
  PaymentSchedule1795800400000,
  DamageHolds1795800500000,
  DoorCodes1795800600000,
  HostCard1795800710000,
  ContactFormOutcomes1795800730000,
  ReviewOrigin1795800800000,
  HoldRequestKeys1795800812000,
  StayNoticeRowNotices1795800812100,
];

/**
 * The one place the TypeORM connection is described; schema changes go through migrations only. Without timeouts
 * (migrations, one-off scripts) a statement may run as long as it needs.
 */
export function dataSourceOptions(url: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: databaseEntities,
    migrations: databaseMigrations,
    migrationsTableName: 'schema_migrations',
    namingStrategy: new SnakeCaseNamingStrategy(),
    synchronize: false,
    extra: { max: 10, application_name: 'lakehouse', ...(timeouts && poolTimeoutOptions(timeouts)) },
  };
}
