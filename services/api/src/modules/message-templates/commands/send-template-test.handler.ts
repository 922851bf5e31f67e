import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';
import { EmailAddressBook } from '@lakehouse/messages';
import { TemplateTrials } from '../template-trials.js';
import { SendTemplateTestCommand } from './send-template-test.command.js';

/**
 * Checks the draft as its preview would (a 400 names what fails), then queues the test through the outbox like
 * every email; it goes to the host's contact email from Settings (`HOST_EMAIL` while none is set).
 */
@CommandHandler(SendTemplateTestCommand)
export class SendTemplateTestHandler implements ICommandHandler<SendTemplateTestCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly trials: TemplateTrials,
    private readonly addresses: EmailAddressBook,
  ) {}

  async execute({ key, trial }: SendTemplateTestCommand): Promise<{ to: string }> {
    await this.trials.preview(key, trial);
    const to = await this.dataSource.transaction(async (manager) => {
      await writeOutboxEntry(manager, JobName.SendTemplateTestEmail, { ...trial, templateKey: key });
      return (await this.addresses.current(manager)).host;
    });
    this.relay.nudge();
    return { to };
  }
}
