import { Command } from '@nestjs/cqrs';

/** Copies the codes configured in ACCESS_CODES into the database, skipping those already there. */
export class MigrateAccessCodesCommand extends Command<{ migratedCount: number }> {}
