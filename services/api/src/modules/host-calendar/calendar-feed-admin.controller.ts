import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { AdminCalendarFeedStatus, AdminMessage } from '@lakehouse/contracts';
import { SyncCalendarFeedCommand } from './commands/sync-calendar-feed.command.js';
import { GetCalendarFeedStatusQuery } from './queries/get-calendar-feed-status.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

/** The imported iCal feed's health and conflicts, the export link, and "Sync now". */
@ApiAccess('adminSession')
@Controller('admin/calendar-feed')
export class CalendarFeedAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  status(@Req() request: FastifyRequest): Promise<AdminCalendarFeedStatus> {
    return this.queryBus.execute(
      new GetCalendarFeedStatusQuery(`${request.protocol}://${request.headers.host ?? 'localhost'}`),
    );
  }

  @Post('sync')
  @HttpCode(202)
  sync(): Promise<AdminMessage> {
    return this.commandBus.execute(new SyncCalendarFeedCommand());
  }
}
