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
} from '@lakehouse/server-kit';
import { OPERATIONS_SERVER_OPTIONS, OperationsServer } from '@lakehouse/worker/operations-server';
import { AccessModule } from './access/access.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminOperationsModule } from './admin/operations/operations.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AvailabilityModule } from './availability/availability.module.js';
import { AgreementModule } from './agreement/agreement.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { DamageHoldsModule } from './damage-holds/damage-holds.module.js';
import { ContentModule } from './content/content.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { MessageTemplatesModule } from './message-templates/message-templates.module.js';
import { DocsModule } from './docs/docs.module.js';
import { HealthController } from './health/health.controller.js';
import { HelpersModule } from './helpers/helpers.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { HostCalendarModule } from './host-calendar/host-calendar.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { OverviewModule } from './overview/overview.module.js';
import { PagesModule } from './pages/pages.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { PropertyModule } from './property/property.module.js';
import { ReadCacheModule } from './read-cache/read-cache.module.js';
import { ReferralsModule } from './referrals/referrals.module.js';
import { ReservationsModule } from './reservations/reservations.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { QUEUE_DASHBOARD_OPTIONS, QueueDashboard } from './queue-dashboard/queue-dashboard.js';

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
        AdminModule.forRoot({ codesToMigrate: config.accessCodesToMigrate }),
        AdminOperationsModule.forRoot(config),
        DamageHoldsModule,
        HelpersModule,
        WebhooksModule,
        ReferralsModule,
        AvailabilityModule.forRoot({
          timeZone: config.calendar.propertyTimeZone,
          exportToken: config.calendar.exportToken,
          uidDomain: config.email.from.split('@')[1] ?? 'lakehouse.example',
        }),
        HostCalendarModule,
        OverviewModule.forRoot({ timeZone: config.calendar.propertyTimeZone }),
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
