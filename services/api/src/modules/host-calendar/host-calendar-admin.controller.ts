import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type HostCalendarMonth, type HostCalendarQuery, hostCalendarQuerySchema } from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { GetHostCalendarMonthQuery } from './queries/get-host-calendar-month.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

/** The month view of `/admin/calendar`: bookings, holds, inquiries, feed blocks and owner blocks. */
@ApiAccess('adminSession')
@Controller('admin/calendar')
export class HostCalendarAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  month(@Query(validatedBy(hostCalendarQuerySchema)) query: HostCalendarQuery): Promise<HostCalendarMonth> {
    return this.queryBus.execute(new GetHostCalendarMonthQuery(query.month));
  }
}
