import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { type AppConfig, JobScheduleModule } from '@lakehouse/server-kit';
import { PMS_FEED_SOURCE } from '@lakehouse/contracts';
import { CALENDAR_FEED_OPTIONS, SAMPLE_FEED_FILE } from './calendar/calendar-feed-options.js';
import { CalendarFeedSync } from './calendar/calendar-feed-sync.js';
import { CalendarSyncProcessor } from './calendar/calendar-sync.processor.js';
import { calendarSyncSchedules } from './calendar/calendar-sync-schedule.js';
import { BOOKING_LINKS, bookingLinksOf } from './email/booking-links.provider.js';
import { CapturedEmailSender } from './email/captured-email-sender.js';
import { ContactMessageEmailProcessor } from './email/contact-message-email.processor.js';
import { ReferralEmailProcessor } from './email/referral-email.processor.js';
import { ReservationEmailProcessor } from './email/reservation-email.processor.js';
import { ExpireHoldProcessor } from './reservations/expire-hold.processor.js';
import { StayEmailScan } from './reservations/stay-email-scan.js';
import { EMAIL_ADDRESSES } from './email/email-addresses.js';
import { EmailDelivery } from './email/email-delivery.js';
import { EmailSender } from './email/outgoing-email.js';
import { SendGridEmailSender } from './email/sendgrid-email-sender.js';
import { PHOTO_STORAGE } from './images/photo-storage.js';
import { RefreshPropertyImagesProcessor } from './images/refresh-property-images.processor.js';
import { CreateHoldInvoiceProcessor } from './payment/create-hold-invoice.processor.js';
import { RefundCancelledStayProcessor } from './payment/refund-cancelled-stay.processor.js';
import { RefundLatePaymentProcessor } from './payment/refund-late-payment.processor.js';
import { ReleaseHoldPaymentProcessor } from './payment/release-hold-payment.processor.js';
import { StayConfirmationEmailProcessor } from './payment/stay-confirmation-email.processor.js';
import { STRIPE_CLIENT, createStripeClient } from './payment/stripe-client.js';

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
        { provide: BOOKING_LINKS, useValue: bookingLinksOf(config) },
        EmailDelivery,
        ContactMessageEmailProcessor,
        ReferralEmailProcessor,
        ReservationEmailProcessor,
        ExpireHoldProcessor,
        StayEmailScan,
        { provide: PHOTO_STORAGE, useValue: { photosDir: config.photosDir, variantsDir: config.photoVariantsDir } },
        RefreshPropertyImagesProcessor,
        { provide: STRIPE_CLIENT, useValue: createStripeClient(config) },
        CreateHoldInvoiceProcessor,
        StayConfirmationEmailProcessor,
        ReleaseHoldPaymentProcessor,
        RefundLatePaymentProcessor,
        RefundCancelledStayProcessor,
        {
          provide: CALENDAR_FEED_OPTIONS,
          useValue: {
            source: PMS_FEED_SOURCE,
            url: config.calendar.feedUrl,
            enabled: config.calendar.feedEnabled,
            sampleFile: SAMPLE_FEED_FILE,
            timeZone: config.calendar.propertyTimeZone,
            fetchTimeoutMs: 15_000,
          },
        },
        CalendarFeedSync,
        CalendarSyncProcessor,
      ],
      imports: [
        // The periodic scans (stay emails); each is safe to run in several processes at once.
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
