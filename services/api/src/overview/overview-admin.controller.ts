import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AdminOverview, type AdminOverviewQuery, adminOverviewQuerySchema } from '@lakehouse/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { GetOverviewQuery } from './queries/get-overview.query.js';

/** `/admin/overview`: the next arrivals and departures, the unpaid holds, and the year's occupancy and revenue. */
@Controller('admin/overview')
@UseGuards(AdminGuard)
export class OverviewAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  overview(@Query(new ZodValidationPipe(adminOverviewQuerySchema)) query: AdminOverviewQuery): Promise<AdminOverview> {
    return this.queryBus.execute(new GetOverviewQuery(query.year));
  }
}
