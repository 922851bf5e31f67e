import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';
import { EmailAddressBook } from '@lakehouse/messages';
import { RateLimiter } from '../../../platform/auth/rate-limiter.js';
import { TemplateTrials } from '../template-trials.js';
import { SendTemplateTestCommand } from './send-template-test.command.js';

/** Tests a person may send, an hour: enough to try a draft a few times, too few to mail anyone much. */
const TESTS_PER_HOUR = 5;

/**
 * Checks the draft as its preview would (a 400 names what fails), counts it against the sender's hourly tests, then
 * queues it through the outbox like every email; it goes to the host's contact email from Settings (`HOST_EMAIL`
 * while none is set), which only the host can change: the worker addresses it there whatever the request says.
 */
@CommandHandler(SendTemplateTestCommand)
export class SendTemplateTestHandler implements ICommandHandler<SendTemplateTestCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly trials: TemplateTrials,
    private readonly addresses: EmailAddressBook,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ key, trial, actor }: SendTemplateTestCommand): Promise<{ to: string }> {
    await this.trials.preview(key, trial, actor);
    await this.limiter.consume(`template-test:${actor.helperId ?? actor.role}`, {
      limit: TESTS_PER_HOUR,
      windowSeconds: 3600,
      message: `That is ${TESTS_PER_HOUR} test emails this hour. Please try again in {minutes} minutes.`,
    });
    const to = await this.dataSource.transaction(async (manager) => {
      await writeOutboxEntry(manager, JobName.SendTemplateTestEmail, { ...trial, templateKey: key });
      return (await this.addresses.current(manager)).host;
    });
    this.relay.nudge();
    return { to };
  }
}
