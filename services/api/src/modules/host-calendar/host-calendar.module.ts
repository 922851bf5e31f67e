import { type DynamicModule, Module } from '@nestjs/common';
import { CALENDAR_FEED_OPTIONS, type CalendarFeedOptions } from './calendar-feed-options.js';
import { CalendarFeedAdminController } from './calendar-feed-admin.controller.js';
import { CalendarFeedsAdminController } from './calendar-feeds-admin.controller.js';
import { AddCalendarFeedHandler } from './commands/add-calendar-feed.handler.js';
import { AddOwnerBlockHandler } from './commands/add-owner-block.handler.js';
import { RemoveCalendarFeedHandler } from './commands/remove-calendar-feed.handler.js';
import { RemoveOwnerBlockHandler } from './commands/remove-owner-block.handler.js';
import { SyncCalendarFeedHandler } from './commands/sync-calendar-feed.handler.js';
import { SyncFeedNowHandler } from './commands/sync-feed-now.handler.js';
import { HostCalendarAdminController } from './host-calendar-admin.controller.js';
import { OwnerBlocksAdminController } from './owner-blocks-admin.controller.js';
import { GetCalendarFeedStatusHandler } from './queries/get-calendar-feed-status.handler.js';
import { GetHostCalendarMonthHandler } from './queries/get-host-calendar-month.handler.js';
import { ListCalendarFeedsHandler } from './queries/list-calendar-feeds.handler.js';
import { ListOwnerBlocksHandler } from './queries/list-owner-blocks.handler.js';

/** The host's calendar in the admin: the month view, their own blocks, the imported feeds and the export link. */
@Module({})
export class HostCalendarModule {
  static forRoot(options: CalendarFeedOptions): DynamicModule {
    return {
      module: HostCalendarModule,
      controllers: [
        HostCalendarAdminController,
        OwnerBlocksAdminController,
        CalendarFeedsAdminController,
        CalendarFeedAdminController,
      ],
      providers: [
        { provide: CALENDAR_FEED_OPTIONS, useValue: options },
        AddOwnerBlockHandler,
        RemoveOwnerBlockHandler,
        ListOwnerBlocksHandler,
        GetHostCalendarMonthHandler,
        ListCalendarFeedsHandler,
        AddCalendarFeedHandler,
        RemoveCalendarFeedHandler,
        SyncFeedNowHandler,
        GetCalendarFeedStatusHandler,
        SyncCalendarFeedHandler,
      ],
    };
  }
}
