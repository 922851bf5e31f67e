import { Command } from '@nestjs/cqrs';
import type { AdminMessage } from '@lakehouse/contracts';

export class SyncCalendarFeedCommand extends Command<AdminMessage> {}
