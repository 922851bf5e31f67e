import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminWorkerStatus } from '@lakehouse/contracts';
import { AdminGuard } from '../../auth/admin.guard.js';
import { GetWorkerStatusQuery } from './queries/get-worker-status.query.js';

/** Whether the background worker runs: without it emails, syncs and payments wait, and the host should know. */
@Controller('admin/worker-status')
@UseGuards(AdminGuard)
export class WorkerStatusAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  status(): Promise<AdminWorkerStatus> {
    return this.queryBus.execute(new GetWorkerStatusQuery());
  }
}
