import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type ContactMessageReceived, JobName } from '@lakehouse/contracts';
import { ContactMessageEntity, OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';
import { ReceiveContactMessageCommand } from './receive-contact-message.command.js';

/** Stores the message and, in the same transaction, the job that emails it to the host. */
@CommandHandler(ReceiveContactMessageCommand)
export class ReceiveContactMessageHandler implements ICommandHandler<ReceiveContactMessageCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ message }: ReceiveContactMessageCommand): Promise<ContactMessageReceived> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(ContactMessageEntity, {
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          message: message.message,
        }),
      );
      await writeOutboxEntry(manager, JobName.SendContactMessageEmail, { messageId: row.id });
      return row;
    });
    this.relay.nudge();
    return { id: saved.id, receivedAt: saved.receivedAt.toISOString() };
  }
}
