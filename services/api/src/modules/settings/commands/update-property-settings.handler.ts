import { BadRequestException, ConflictException, ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminPropertySettings, STALE_SETTINGS_MESSAGE } from '@lakehouse/contracts';
import {
  PROPERTY_SETTINGS_ID,
  PropertyEntity,
  PropertySettingsChangeEntity,
  PropertySettingsEntity,
  loadPropertySettings,
} from '@lakehouse/server-kit';
import { HOST_ONLY_SETTINGS } from '../host-only-settings.js';
import { UpdatePropertySettingsCommand } from './update-property-settings.command.js';

/**
 * Saves the host's settings if they were edited from the current version: the row is locked, its version
 * compared, and the new version, the property's name and address and the change record written in one
 * transaction, so of two saves from the same version exactly one wins and the other gets 409. A field the host
 * changed is no longer a sample.
 */
@CommandHandler(UpdatePropertySettingsCommand)
export class UpdatePropertySettingsHandler implements ICommandHandler<UpdatePropertySettingsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ update, actor }: UpdatePropertySettingsCommand): Promise<AdminPropertySettings> {
    return this.dataSource.transaction(async (manager) => {
      const current = await loadPropertySettings(manager, true);
      if (current.version !== update.version)
        throw new ConflictException({ statusCode: 409, message: STALE_SETTINGS_MESSAGE });
      for (const field of ['logo', 'hostPhoto'] as const) {
        const file = update.settings[field];
        if (!file || current.brandingFiles.includes(file)) continue;
        const message = `${file} is not in the photo folder's branding/ (refresh the photos after adding it)`;
        throw new BadRequestException({ statusCode: 400, message, issues: [{ field: `settings.${field}`, message }] });
      }
      const { houseName, address, ...stored } = update.settings;
      const changedFields = Object.keys(update.settings).filter(
        (field) =>
          update.settings[field as keyof typeof update.settings] !==
          current.settings[field as keyof typeof current.settings],
      );
      const hostsOwn = changedFields.filter((field) => (HOST_ONLY_SETTINGS as readonly string[]).includes(field));
      if (actor.role !== 'host' && hostsOwn.length > 0)
        throw new ForbiddenException({
          statusCode: 403,
          message: 'Only the host can change the contact email (where booking notices go) or the family coupon.',
          issues: hostsOwn.map((field) => ({ field: `settings.${field}`, message: 'Only the host can change this' })),
        });
      const version = current.version + 1;
      await manager.update(
        PropertySettingsEntity,
        { id: PROPERTY_SETTINGS_ID },
        {
          settings: stored,
          sampleFields: current.sampleFields.filter((field) => !changedFields.includes(field)),
          version,
        },
      );
      await manager.update(PropertyEntity, { slug: 'lake-house' }, { name: houseName, address });
      await manager.insert(PropertySettingsChangeEntity, { version, settings: update.settings, changedFields });
      return loadPropertySettings(manager);
    });
  }
}
