import { Command } from '@nestjs/cqrs';
import type { AdminMessage } from '@lakehouse/contracts';

export class ResendInvoiceCommand extends Command<AdminMessage> {
  constructor(readonly id: string) {
    super();
  }
}
