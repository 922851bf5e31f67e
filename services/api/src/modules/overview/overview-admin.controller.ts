import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type AdminOverview, type AdminOverviewQuery, adminOverviewQuerySchema } from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { GetOverviewQuery } from './queries/get-overview.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

/** `/admin/overview`: the next arrivals and departures, the unpaid holds, and the year's occupancy and revenue. */
@ApiAccess('adminSession')
@Controller('admin/overview')
export class OverviewAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  overview(@Query(validatedBy(adminOverviewQuerySchema)) query: AdminOverviewQuery): Promise<AdminOverview> {
    return this.queryBus.execute(new GetOverviewQuery(query.year));
  }
}
