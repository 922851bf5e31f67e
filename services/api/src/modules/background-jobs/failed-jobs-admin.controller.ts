import { FAILED_JOB_NOT_FOUND } from '@lakehouse/contracts';
import { Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AdminFailedJobsResponse, AdminMessage } from '@lakehouse/contracts';
import { RetryFailedJobCommand } from './commands/retry-failed-job.command.js';
import { ListFailedJobsQuery } from './queries/list-failed-jobs.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

const jobId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(FAILED_JOB_NOT_FOUND) });

/** Jobs that failed every attempt (dead letters), and the host's retry. */
@ApiAccess('adminSession')
@Controller('admin/failed-jobs')
export class FailedJobsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(): Promise<AdminFailedJobsResponse> {
    return this.queryBus.execute(new ListFailedJobsQuery());
  }

  @ApiErrors(404)
  @Post(':id/retry')
  @HttpCode(200)
  retry(@Param('id', jobId) id: string): Promise<AdminMessage> {
    return this.commandBus.execute(new RetryFailedJobCommand(id));
  }
}
