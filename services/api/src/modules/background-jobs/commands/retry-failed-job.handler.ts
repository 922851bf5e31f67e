import { FAILED_JOB_NOT_FOUND } from '@lakehouse/contracts';
import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminMessage } from '@lakehouse/contracts';
import { DeadLetters, OutboxRelay } from '@lakehouse/server-kit';
import { RetryFailedJobCommand } from './retry-failed-job.command.js';

/** The host's retry of a dead letter: due again in a new round of attempts, handed to the queue right away. */
@CommandHandler(RetryFailedJobCommand)
export class RetryFailedJobHandler implements ICommandHandler<RetryFailedJobCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deadLetters: DeadLetters,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id }: RetryFailedJobCommand): Promise<AdminMessage> {
    const revived = await this.dataSource.transaction((manager) => this.deadLetters.revive(manager, id));
    // Also a second click: the first one already took the job out of the failed list.
    if (!revived) throw new NotFoundException(FAILED_JOB_NOT_FOUND);
    this.relay.nudge();
    return { message: 'The job is running again.' };
  }
}
