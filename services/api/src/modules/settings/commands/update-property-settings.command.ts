import { Command } from '@nestjs/cqrs';
import type { AdminPropertySettings, PropertySettingsUpdate } from '@lakehouse/contracts';

export class UpdatePropertySettingsCommand extends Command<AdminPropertySettings> {
  constructor(readonly update: PropertySettingsUpdate) {
    super();
  }
}
