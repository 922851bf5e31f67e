import { Module } from '@nestjs/common';
import { AddOwnerBlockHandler } from './commands/add-owner-block.handler.js';
import { RemoveOwnerBlockHandler } from './commands/remove-owner-block.handler.js';
import { OwnerBlocksAdminController } from './owner-blocks-admin.controller.js';
import { ListOwnerBlocksHandler } from './queries/list-owner-blocks.handler.js';

/** The host's calendar in the admin: their own blocks. */
@Module({
  controllers: [OwnerBlocksAdminController],
  providers: [AddOwnerBlockHandler, RemoveOwnerBlockHandler, ListOwnerBlocksHandler],
})
export class HostCalendarModule {}
