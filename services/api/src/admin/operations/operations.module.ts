import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@lakehouse/server-kit';
import { CalendarFeedAdminController } from './calendar-feed-admin.controller.js';
import { CancelReservationHandler } from './commands/cancel-reservation.handler.js';
import { ConfirmReservationHandler } from './commands/confirm-reservation.handler.js';
import { SetDoorCodeHandler } from './commands/set-door-code.handler.js';
import { KeepWaitingForBalanceHandler } from './commands/keep-waiting-for-balance.handler.js';
import { MarkInstalmentReceivedHandler } from './commands/mark-instalment-received.handler.js';
import { InstalmentsAdminController } from './instalments-admin.controller.js';
import { ResendInvoiceHandler } from './commands/resend-invoice.handler.js';
import { RetryEmailHandler } from './commands/retry-email.handler.js';
import { RetryFailedJobHandler } from './commands/retry-failed-job.handler.js';
import { SyncCalendarFeedHandler } from './commands/sync-calendar-feed.handler.js';
import { EmailsAdminController } from './emails-admin.controller.js';
import { FailedJobsAdminController } from './failed-jobs-admin.controller.js';
import { OPERATIONS_OPTIONS, type OperationsOptions } from './operations-options.js';
import { GetCalendarFeedStatusHandler } from './queries/get-calendar-feed-status.handler.js';
import { GetEmailHandler } from './queries/get-email.handler.js';
import { GetReservationHandler } from './queries/get-reservation.handler.js';
import { ListEmailsHandler } from './queries/list-emails.handler.js';
import { ListFailedJobsHandler } from './queries/list-failed-jobs.handler.js';
import { ListReservationsHandler } from './queries/list-reservations.handler.js';
import { GetWorkerStatusHandler } from './queries/get-worker-status.handler.js';
import { ReservationsAdminController } from './reservations-admin.controller.js';
import { WorkerStatusAdminController } from './worker-status-admin.controller.js';

/** The host's day-to-day admin API: reservations, emails, failed jobs, the calendar feed, the worker's status (docs/api.md, "Admin operations"). */
@Module({})
export class AdminOperationsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const options: OperationsOptions = {
      paymentsManual: !config.stripeSecretKey,
      calendar: {
        feedEnabled: config.calendar.feedEnabled,
        feedUrl: config.calendar.feedUrl,
        exportToken: config.calendar.exportToken,
      },
    };
    return {
      module: AdminOperationsModule,
      controllers: [
        ReservationsAdminController,
        InstalmentsAdminController,
        EmailsAdminController,
        FailedJobsAdminController,
        CalendarFeedAdminController,
        WorkerStatusAdminController,
      ],
      providers: [
        { provide: OPERATIONS_OPTIONS, useValue: options },
        ListReservationsHandler,
        GetReservationHandler,
        CancelReservationHandler,
        ConfirmReservationHandler,
        SetDoorCodeHandler,
        MarkInstalmentReceivedHandler,
        KeepWaitingForBalanceHandler,
        ResendInvoiceHandler,
        ListEmailsHandler,
        GetEmailHandler,
        RetryEmailHandler,
        ListFailedJobsHandler,
        RetryFailedJobHandler,
        GetCalendarFeedStatusHandler,
        SyncCalendarFeedHandler,
        GetWorkerStatusHandler,
      ],
    };
  }
}
