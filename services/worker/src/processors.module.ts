import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { type AppConfig, JobScheduleModule, siteUrlOf, DUE_WORK_AT } from '@lakehouse/server-kit';
import { PMS_FEED_SOURCE } from '@lakehouse/contracts';
import { CALENDAR_FEED_OPTIONS, SAMPLE_FEED_FILE } from './calendar/calendar-feed-options.js';
import { CalendarFeedSync } from './calendar/calendar-feed-sync.js';
import { CalendarSyncProcessor } from './calendar/calendar-sync.processor.js';
import { calendarSyncSchedules } from './calendar/calendar-sync-schedule.js';
import { CLEANING_TIME_ZONE, CleaningScheduleProcessor } from './cleaning/cleaning-schedule.processor.js';
import { CleaningScheduleScan } from './cleaning/cleaning-schedule-scan.js';
import { CheckDamageHoldProcessor } from './damage-hold/check-damage-hold.processor.js';
import { ClaimDamageHoldProcessor } from './damage-hold/claim-damage-hold.processor.js';
import { DamageHoldMail } from './damage-hold/damage-hold-mail.js';
import { DamageHoldScan } from './damage-hold/damage-hold-scan.js';
import { PlaceDamageHoldProcessor } from './damage-hold/place-damage-hold.processor.js';
import { ReleaseDamageHoldProcessor } from './damage-hold/release-damage-hold.processor.js';
import { TemplateTestEmailProcessor } from './email/message-templates/template-test-email.processor.js';
import { CapturedEmailSender } from './email/captured-email-sender.js';
import { ContactMessageEmailProcessor } from './email/contact-message-email.processor.js';
import { ReferralEmailProcessor } from './email/referral-email.processor.js';
import { ReservationEmailProcessor } from './email/reservation-email.processor.js';
import { ExpireHoldProcessor } from './reservations/expire-hold.processor.js';
import { STAY_EMAIL_SCAN_INTERVAL, StayEmailScan } from './reservations/stay-email-scan.js';
import { DueWork } from './due-work/due-work.js';
import { EmailDelivery } from './email/email-delivery.js';
import { SendGridEmailSender } from './email/sendgrid-email-sender.js';
import { BuildPhotoVariantsProcessor } from './images/build-photo-variants.processor.js';
import { RemoveUnrecordedPhotoProcessor } from './images/remove-unrecorded-photo.processor.js';
import { PHOTO_FOLDER } from './images/photo-folder.js';
import { RefreshPropertyImagesProcessor } from './images/refresh-property-images.processor.js';
import { BalanceChargeScan } from './payment/balance-charge-scan.js';
import { ChargeBalanceProcessor } from './payment/charge-balance.processor.js';
import { CreateHoldInvoiceProcessor } from './payment/create-hold-invoice.processor.js';
import { RefundCancelledStayProcessor } from './payment/refund-cancelled-stay.processor.js';
import { RefundLatePaymentProcessor } from './payment/refund-late-payment.processor.js';
import { RefundSecondPaymentProcessor } from './payment/refund-second-payment.processor.js';
import { SaveStayCardProcessor } from './payment/save-stay-card.processor.js';
import { ReleaseHoldPaymentProcessor } from './payment/release-hold-payment.processor.js';
import { StayConfirmationEmailProcessor } from './payment/stay-confirmation-email.processor.js';
import { STRIPE_CLIENT, createStripeClient } from './payment/stripe-client.js';
import { StayWebhookProcessor, WEBHOOK_LOCAL_NETWORK } from './webhooks/stay-webhook.processor.js';
import {
  BOOKING_LINKS,
  bookingLinksOf,
  EMAIL_ADDRESSES,
  EMAIL_SITE_URL,
  EmailAddressBook,
  EmailContext,
  EmailSender,
} from '@lakehouse/messages';

/** Every job processor. The worker process hosts it; so does the API when there is no Redis. */
@Module({})
export class ProcessorsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const { sendgridApiKey, sendgridBaseUrl, from, hostEmail } = config.email;
    return {
      module: ProcessorsModule,
      providers: [
        {
          provide: EmailSender,
          useValue: sendgridApiKey
            ? new SendGridEmailSender(sendgridApiKey, sendgridBaseUrl)
            : new CapturedEmailSender(),
        },
        { provide: EMAIL_ADDRESSES, useValue: { from, host: hostEmail } },
        EmailAddressBook,
        { provide: BOOKING_LINKS, useValue: bookingLinksOf(config) },
        EmailDelivery,
        { provide: EMAIL_SITE_URL, useValue: siteUrlOf(config) },
        EmailContext,
        TemplateTestEmailProcessor,
        ContactMessageEmailProcessor,
        ReferralEmailProcessor,
        ReservationEmailProcessor,
        ExpireHoldProcessor,
        { provide: STAY_EMAIL_SCAN_INTERVAL, useValue: config.stayEmailScanMs },
        StayEmailScan,
        // The photo store itself comes from PhotoStoreModule, which the hosting process imports once.
        { provide: PHOTO_FOLDER, useValue: config.photosDir },
        RefreshPropertyImagesProcessor,
        BuildPhotoVariantsProcessor,
        RemoveUnrecordedPhotoProcessor,
        { provide: STRIPE_CLIENT, useValue: createStripeClient(config) },
        CreateHoldInvoiceProcessor,
        StayConfirmationEmailProcessor,
        ReleaseHoldPaymentProcessor,
        RefundLatePaymentProcessor,
        RefundCancelledStayProcessor,
        DamageHoldMail,
        DamageHoldScan,
        PlaceDamageHoldProcessor,
        CheckDamageHoldProcessor,
        ReleaseDamageHoldProcessor,
        ClaimDamageHoldProcessor,
        SaveStayCardProcessor,
        ChargeBalanceProcessor,
        RefundSecondPaymentProcessor,
        BalanceChargeScan,
        {
          provide: CALENDAR_FEED_OPTIONS,
          useValue: {
            source: PMS_FEED_SOURCE,
            url: config.calendar.feedUrl,
            enabled: config.calendar.feedEnabled,
            sampleFile: SAMPLE_FEED_FILE,
            timeZone: config.calendar.propertyTimeZone,
            fetchTimeoutMs: 15_000,
            allowLocalNetwork: config.calendar.feedsOnLocalNetwork,
          },
        },
        CalendarFeedSync,
        CalendarSyncProcessor,
        { provide: CLEANING_TIME_ZONE, useValue: config.calendar.propertyTimeZone },
        CleaningScheduleProcessor,
        CleaningScheduleScan,
        { provide: WEBHOOK_LOCAL_NETWORK, useValue: config.calendar.feedsOnLocalNetwork },
        StayWebhookProcessor,
        ...(config.dueWorkAtEnabled ? [DueWork, { provide: DUE_WORK_AT, useExisting: DueWork }] : []),
      ],
      // For the operations server of the process hosting these processors (tests only).
      exports: config.dueWorkAtEnabled ? [DUE_WORK_AT] : [],
      imports: [
        // The periodic scans (stay emails, the cleaner's schedule); each is safe to run in several processes at once.
        ScheduleModule.forRoot(),
        // Only processes hosting the processors (the worker; the API without Redis) schedule the feed sync.
        JobScheduleModule.forRoot({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
          schedules: calendarSyncSchedules(config),
        }),
      ],
    };
  }
}
