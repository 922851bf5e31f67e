import { Command } from '@nestjs/cqrs';
import type { AdminPropertySettings, PropertySettingsUpdate } from '@lakehouse/contracts';
import type { AdminActor } from '../../../platform/auth/admin-actor.js';

export class UpdatePropertySettingsCommand extends Command<AdminPropertySettings> {
  constructor(
    readonly update: PropertySettingsUpdate,
    readonly actor: AdminActor,
  ) {
    super();
  }
}
