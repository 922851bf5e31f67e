import { Command } from '@nestjs/cqrs';
import type { ContactMessage, ContactMessageReceived } from '@lakehouse/contracts';

export class ReceiveContactMessageCommand extends Command<ContactMessageReceived> {
  constructor(readonly message: ContactMessage) {
    super();
  }
}
