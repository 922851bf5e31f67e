import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AdminMessage, JobName } from '@lakehouse/contracts';
import { JobQueue } from '@lakehouse/server-kit';
import { SyncCalendarFeedCommand } from './sync-calendar-feed.command.js';

/**
 * "Sync now": a feed sync through the queue port. No outbox: a lost sync loses nothing (the schedule runs the
 * next one). The in-process driver runs the job inside enqueue, so there it is started and not awaited; its
 * outcome is recorded on the feed's status either way.
 */
@CommandHandler(SyncCalendarFeedCommand)
export class SyncCalendarFeedHandler implements ICommandHandler<SyncCalendarFeedCommand> {
  private readonly logger = new Logger(SyncCalendarFeedHandler.name);

  constructor(private readonly queue: JobQueue) {}

  async execute(): Promise<AdminMessage> {
    const job = this.queue.enqueue(
      JobName.SyncCalendarFeed,
      { reason: 'admin' },
      { jobId: `admin-sync-${Date.now()}` },
    );
    if (this.queue.driver === 'in-process') {
      job.catch((error: unknown) =>
        this.logger.warn(`admin calendar sync failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    } else {
      await job;
    }
    return { message: 'Calendar sync started' };
  }
}
