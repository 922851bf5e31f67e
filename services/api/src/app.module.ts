import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  type AppConfig,
  BookingLinks,
  ObservabilityModule,
  OutboxModule,
  PhotoStoreModule,
  QueueModule,
  databaseModule,
  siteUrlOf,
  OPERATIONS_SERVER_OPTIONS,
  OperationsServer,
} from '@lakehouse/server-kit';
import { AccessModule } from './modules/access/access.module.js';
import { AccessCodesModule } from './modules/access/access-codes.module.js';
import { BackgroundJobsModule } from './modules/background-jobs/background-jobs.module.js';
import { CleaningModule } from './modules/cleaning/cleaning.module.js';
import { EmailsModule } from './modules/emails/emails.module.js';
import { ReservationsAdminModule } from './modules/reservations/reservations-admin.module.js';
import { SignInModule } from './modules/sign-in/sign-in.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { AvailabilityModule } from './modules/availability/availability.module.js';
import { AgreementModule } from './modules/agreement/agreement.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { DamageHoldsModule } from './modules/damage-holds/damage-holds.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { MessageTemplatesModule } from './modules/message-templates/message-templates.module.js';
import { DocsModule } from './platform/openapi/docs.module.js';
import { HealthController } from './platform/health/health.controller.js';
import { HelpersModule } from './modules/helpers/helpers.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';
import { HostCalendarModule } from './modules/host-calendar/host-calendar.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { OverviewModule } from './modules/overview/overview.module.js';
import { PagesModule } from './site/pages.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PhotosModule } from './modules/photos/photos.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { PropertyModule } from './modules/property/property.module.js';
import { ReadCacheModule } from './platform/read-cache/read-cache.module.js';
import { ReferralsModule } from './modules/referrals/referrals.module.js';
import { ReservationsModule } from './modules/reservations/reservations.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { QUEUE_DASHBOARD_OPTIONS, QueueDashboard } from './platform/queue-dashboard/queue-dashboard.js';

export interface ApiModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Tests turn the relay off to stop the path between commit and enqueue. */
  outboxAutoStart?: boolean;
  /** The worker's processors, which this process runs when there is no Redis (see `processorsFor`). */
  processors?: DynamicModule;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, outboxAutoStart = true, processors }: ApiModuleOptions): DynamicModule {
    // Without Redis the API runs the worker's processors itself, behind the same queue port.
    const hostsProcessors = !config.redisUrl;
    if (hostsProcessors !== (processors !== undefined))
      throw new Error('The API runs the processors exactly when it has no REDIS_URL (see processorsFor).');
    const { appSecret, codeHashSecret, codeHashSecretPrevious, adminCode } = config;
    if (!appSecret || !codeHashSecret || !adminCode) {
      throw new Error(
        'APP_SECRET, CODE_HASH_SECRET and ADMIN_CODE must be resolved before the API starts (see resolveSecrets).',
      );
    }
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        databaseModule(databaseUrl, config.databaseTimeouts),
        ObservabilityModule.forRoot({ redisUrl: config.redisUrl, readinessNeedsRedis: false }),
        QueueModule.forRoot({
          redisUrl: config.redisUrl,
          prefix: config.queuePrefix,
          concurrency: config.workerConcurrency,
          hostsProcessors,
          retryDelayMs: config.jobRetryDelayMs,
        }),
        OutboxModule.forRoot({
          pollMs: config.outboxPollMs,
          redeliverySeconds: config.outboxRedeliverySeconds,
          autoStart: outboxAutoStart,
        }),
        ReadCacheModule,
        PhotoStoreModule.forRoot(config),
        ...(processors ? [processors] : []),
        AuthModule.forRoot(
          { appSecret, codeHashSecret, codeHashSecretPrevious, adminCode },
          {
            secureCookies: config.nodeEnv === 'production',
            attemptLimit: config.accessAttemptLimit,
            reservationAttemptLimit: config.reservationAttemptLimit,
            emailLimitPerClient: config.emailLimitPerClient,
            emailLimitPerRecipient: config.emailLimitPerRecipient,
          },
        ),
        PagesModule,
        PropertyModule,
        ContentModule,
        ReviewsModule,
        MessageTemplatesModule.forRoot(config),
        SettingsModule,
        MessagesModule,
        PhotosModule,
        // GET /api/config/pricing must not reach GET /api/config/:provider: Fastify's router prefers the static
        // segment in any order (the pricing integration test checks it).
        PricingModule.forRoot({ serverMaxUnpaidHoldsPerCode: config.maxUnpaidHoldsPerCode }),
        ReservationsModule.forRoot({
          maxUnpaidHoldsPerCode: config.maxUnpaidHoldsPerCode,
          maxUnpaidNightsPerCode: config.maxUnpaidNightsPerCode,
        }),
        BookingsModule.forRoot(new BookingLinks(appSecret, siteUrlOf(config))),
        AgreementModule.forRoot(new BookingLinks(appSecret, siteUrlOf(config))),
        PaymentsModule.forRoot(config),
        AccessModule.forRoot({ familyCouponCode: config.familyCouponCode }),
        SignInModule,
        AccessCodesModule.forRoot({ codesToMigrate: config.accessCodesToMigrate }),
        ReservationsAdminModule.forRoot({ paymentsManual: !config.stripeSecretKey }),
        EmailsModule,
        BackgroundJobsModule,
        DamageHoldsModule,
        HelpersModule,
        WebhooksModule,
        ReferralsModule,
        AvailabilityModule.forRoot({
          timeZone: config.calendar.propertyTimeZone,
          exportToken: config.calendar.exportToken,
          uidDomain: config.email.from.split('@')[1] ?? 'lakehouse.example',
        }),
        HostCalendarModule.forRoot({
          feedEnabled: config.calendar.feedEnabled,
          feedUrl: config.calendar.feedUrl,
          exportToken: config.calendar.exportToken,
        }),
        OverviewModule.forRoot({ timeZone: config.calendar.propertyTimeZone }),
        CleaningModule.forRoot({ timeZone: config.calendar.propertyTimeZone }),
        DocsModule,
      ],
      controllers: [HealthController],
      providers: [
        // /metrics (and the health checks) on their own port, never the public one.
        {
          provide: OPERATIONS_SERVER_OPTIONS,
          useValue: { port: config.metricsPort, host: config.metricsHost, portSetting: 'METRICS_PORT' },
        },
        OperationsServer,
        // The queue dashboard shows BullMQ's queues, so it exists only with Redis.
        ...(config.redisUrl
          ? [
              { provide: QUEUE_DASHBOARD_OPTIONS, useValue: { redisUrl: config.redisUrl, prefix: config.queuePrefix } },
              QueueDashboard,
            ]
          : []),
      ],
    };
  }
}

/**
 * The worker's processors for the embedded mode (no Redis), or none. Imported only then: beside a separate worker
 * the API never loads what the jobs use (SendGrid's client, node-ical and its Temporal polyfill, cron).
 */
export async function processorsFor(config: AppConfig): Promise<DynamicModule | undefined> {
  if (config.redisUrl) return undefined;
  const { ProcessorsModule } = await import('@lakehouse/worker/processors');
  return ProcessorsModule.forRoot(config);
}
