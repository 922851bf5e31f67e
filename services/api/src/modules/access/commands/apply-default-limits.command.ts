import { Command } from '@nestjs/cqrs';

/** Gives every active unlimited code its type's default usage limit. */
export class ApplyDefaultLimitsCommand extends Command<{ updatedCount: number }> {}
