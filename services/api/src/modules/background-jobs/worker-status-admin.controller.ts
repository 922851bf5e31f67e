import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminWorkerStatus } from '@lakehouse/contracts';
import { GetWorkerStatusQuery } from './queries/get-worker-status.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

/** Whether the background worker runs: without it emails, syncs and payments wait, and the host should know. */
@ApiAccess('adminSession')
@Controller('admin/worker-status')
export class WorkerStatusAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  status(): Promise<AdminWorkerStatus> {
    return this.queryBus.execute(new GetWorkerStatusQuery());
  }
}
