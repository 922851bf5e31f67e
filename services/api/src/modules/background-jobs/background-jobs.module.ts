import { Module } from '@nestjs/common';
import { RetryFailedJobHandler } from './commands/retry-failed-job.handler.js';
import { FailedJobsAdminController } from './failed-jobs-admin.controller.js';
import { GetWorkerStatusHandler } from './queries/get-worker-status.handler.js';
import { ListFailedJobsHandler } from './queries/list-failed-jobs.handler.js';
import { WorkerStatusAdminController } from './worker-status-admin.controller.js';

/** The background work as the host sees it: the worker's status and the jobs that failed for good, to run again. */
@Module({
  controllers: [FailedJobsAdminController, WorkerStatusAdminController],
  providers: [ListFailedJobsHandler, RetryFailedJobHandler, GetWorkerStatusHandler],
})
export class BackgroundJobsModule {}
