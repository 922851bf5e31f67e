import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  type PipeTransform,
  Post,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminCalendarFeed,
  type AdminMessage,
  CALENDAR_FEED_GONE_MESSAGE,
  type CalendarFeedFields,
  calendarFeedInputSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { AddCalendarFeedCommand } from './commands/add-calendar-feed.command.js';
import { RemoveCalendarFeedCommand } from './commands/remove-calendar-feed.command.js';
import { SyncFeedNowCommand } from './commands/sync-feed-now.command.js';
import { ListCalendarFeedsQuery } from './queries/list-calendar-feeds.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

/** A feed's source as stored ('pms-ical', 'feed-1a2b3c4d'); anything else names no feed. */
const feedSource: PipeTransform<string, string> = {
  transform(value: string) {
    if (!/^[a-z0-9-]{1,40}$/.test(value))
      throw new NotFoundException({ statusCode: 404, message: CALENDAR_FEED_GONE_MESSAGE });
    return value;
  },
};

/** The imported iCal feeds of `/admin/calendar`: list with health, add, remove, and 'Sync now' per feed. */
@ApiAccess('adminSession')
@Controller('admin/calendar-feeds')
export class CalendarFeedsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(): Promise<AdminCalendarFeed[]> {
    return this.queryBus.execute(new ListCalendarFeedsQuery());
  }

  @Post()
  add(@Body(validatedBy(calendarFeedInputSchema)) feed: CalendarFeedFields): Promise<AdminCalendarFeed> {
    return this.commandBus.execute(new AddCalendarFeedCommand(feed));
  }

  @ApiErrors(404)
  @Delete(':source')
  @HttpCode(204)
  async remove(@Param('source', feedSource) source: string): Promise<void> {
    await this.commandBus.execute(new RemoveCalendarFeedCommand(source));
  }

  @ApiErrors(404)
  @Post(':source/sync')
  @HttpCode(202)
  sync(@Param('source', feedSource) source: string): Promise<AdminMessage> {
    return this.commandBus.execute(new SyncFeedNowCommand(source));
  }
}
