import { Command } from '@nestjs/cqrs';
import type { AdminMessage } from '@lakehouse/contracts';

export class SyncFeedNowCommand extends Command<AdminMessage> {
  constructor(readonly source: string) {
    super();
  }
}
