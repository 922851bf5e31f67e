import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type HostCalendarMonth, type HostCalendarQuery, hostCalendarQuerySchema } from '@lakehouse/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { GetHostCalendarMonthQuery } from './queries/get-host-calendar-month.query.js';

/** The month view of `/admin/calendar`: bookings, holds, inquiries, feed blocks and owner blocks. */
@Controller('admin/calendar')
@UseGuards(AdminGuard)
export class HostCalendarAdminController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  month(@Query(new ZodValidationPipe(hostCalendarQuerySchema)) query: HostCalendarQuery): Promise<HostCalendarMonth> {
    return this.queryBus.execute(new GetHostCalendarMonthQuery(query.month));
  }
}
