import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminPropertySettings,
  type PropertySettingsChanges,
  type PropertySettingsUpdate,
  propertySettingsUpdateSchema,
} from '@lakehouse/contracts';
import { type AdminActor, CurrentActor } from '../../platform/auth/admin-actor.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { UpdatePropertySettingsCommand } from './commands/update-property-settings.command.js';
import { GetPropertySettingsQuery } from './queries/get-property-settings.query.js';
import { ListSettingsChangesQuery } from './queries/list-settings-changes.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

/** The host's property settings (`/admin/settings`): read, save from a version (409 when stale), and their history. */
@ApiAccess('adminSession')
@Controller('admin/settings')
export class SettingsAdminController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  async get(): Promise<AdminPropertySettings> {
    return (await this.queryBus.execute(new GetPropertySettingsQuery())).value;
  }

  @ApiErrors(409)
  @Put()
  update(
    @Body(validatedBy(propertySettingsUpdateSchema)) update: PropertySettingsUpdate,
    @CurrentActor() actor: AdminActor,
  ): Promise<AdminPropertySettings> {
    return this.commandBus.execute(new UpdatePropertySettingsCommand(update, actor));
  }

  @Get('changes')
  changes(): Promise<PropertySettingsChanges> {
    return this.queryBus.execute(new ListSettingsChangesQuery());
  }
}
