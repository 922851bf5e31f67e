import { Module } from '@nestjs/common';
import { AddOwnerBlockHandler } from './commands/add-owner-block.handler.js';
import { RemoveOwnerBlockHandler } from './commands/remove-owner-block.handler.js';
import { HostCalendarAdminController } from './host-calendar-admin.controller.js';
import { OwnerBlocksAdminController } from './owner-blocks-admin.controller.js';
import { GetHostCalendarMonthHandler } from './queries/get-host-calendar-month.handler.js';
import { ListOwnerBlocksHandler } from './queries/list-owner-blocks.handler.js';

/** The host's calendar in the admin: the month view and their own blocks. */
@Module({
  controllers: [HostCalendarAdminController, OwnerBlocksAdminController],
  providers: [AddOwnerBlockHandler, RemoveOwnerBlockHandler, ListOwnerBlocksHandler, GetHostCalendarMonthHandler],
})
export class HostCalendarModule {}
