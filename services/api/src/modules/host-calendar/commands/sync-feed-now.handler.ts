import { Logger, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminMessage, CALENDAR_FEED_GONE_MESSAGE } from '@lakehouse/contracts';
import { JobQueue } from '@lakehouse/server-kit';
import { requestFeedSync } from './request-feed-sync.js';
import { SyncFeedNowCommand } from './sync-feed-now.command.js';

/** 'Sync now' on one feed: marked as running (the admin polls it) until its sync ends, then queued. */
@CommandHandler(SyncFeedNowCommand)
export class SyncFeedNowHandler implements ICommandHandler<SyncFeedNowCommand> {
  private readonly logger = new Logger(SyncFeedNowHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
  ) {}

  async execute({ source }: SyncFeedNowCommand): Promise<AdminMessage> {
    const [, marked] = await this.dataSource.query<[unknown, number]>(
      `UPDATE calendar_feeds SET sync_requested_at = now() WHERE source = $1`,
      [source],
    );
    if (!marked) throw new NotFoundException({ statusCode: 404, message: CALENDAR_FEED_GONE_MESSAGE });
    await requestFeedSync(this.queue, this.logger, source);
    return { message: 'Calendar sync started' };
  }
}
