import { Module } from '@nestjs/common';
import { UpdatePropertySettingsHandler } from './commands/update-property-settings.handler.js';
import { GetPropertySettingsHandler } from './queries/get-property-settings.handler.js';
import { ListSettingsChangesHandler } from './queries/list-settings-changes.handler.js';
import { SettingsAdminController } from './settings-admin.controller.js';
import { SettingsCache } from './settings-cache.js';

/** The host's property settings; other features read them with `GetPropertySettingsQuery`. */
@Module({
  controllers: [SettingsAdminController],
  providers: [SettingsCache, GetPropertySettingsHandler, ListSettingsChangesHandler, UpdatePropertySettingsHandler],
})
export class SettingsModule {}
