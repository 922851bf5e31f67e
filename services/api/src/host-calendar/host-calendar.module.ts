import { Module } from '@nestjs/common';
import { CalendarFeedsAdminController } from './calendar-feeds-admin.controller.js';
import { AddCalendarFeedHandler } from './commands/add-calendar-feed.handler.js';
import { AddOwnerBlockHandler } from './commands/add-owner-block.handler.js';
import { RemoveCalendarFeedHandler } from './commands/remove-calendar-feed.handler.js';
import { RemoveOwnerBlockHandler } from './commands/remove-owner-block.handler.js';
import { SyncFeedNowHandler } from './commands/sync-feed-now.handler.js';
import { HostCalendarAdminController } from './host-calendar-admin.controller.js';
import { OwnerBlocksAdminController } from './owner-blocks-admin.controller.js';
import { GetHostCalendarMonthHandler } from './queries/get-host-calendar-month.handler.js';
import { ListCalendarFeedsHandler } from './queries/list-calendar-feeds.handler.js';
import { ListOwnerBlocksHandler } from './queries/list-owner-blocks.handler.js';

/** The host's calendar in the admin: the month view, their own blocks, and the imported feeds. */
@Module({
  controllers: [HostCalendarAdminController, OwnerBlocksAdminController, CalendarFeedsAdminController],
  providers: [
    AddOwnerBlockHandler,
    RemoveOwnerBlockHandler,
    ListOwnerBlocksHandler,
    GetHostCalendarMonthHandler,
    ListCalendarFeedsHandler,
    AddCalendarFeedHandler,
    RemoveCalendarFeedHandler,
    SyncFeedNowHandler,
  ],
})
export class HostCalendarModule {}
