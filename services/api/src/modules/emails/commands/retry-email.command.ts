import { Command } from '@nestjs/cqrs';
import type { AdminMessage } from '@lakehouse/contracts';

export class RetryEmailCommand extends Command<AdminMessage> {
  constructor(readonly id: string) {
    super();
  }
}
