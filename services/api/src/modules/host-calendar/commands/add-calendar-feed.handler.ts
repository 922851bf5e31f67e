import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminCalendarFeed } from '@lakehouse/contracts';
import { JobQueue } from '@lakehouse/server-kit';
import { loadCalendarFeeds } from '../calendar-feed.view.js';
import { AddCalendarFeedCommand } from './add-calendar-feed.command.js';
import { requestFeedSync } from './request-feed-sync.js';

/** A feed the host adds: stored under a source of its own (so its blocks are its own) and synced at once. */
@CommandHandler(AddCalendarFeedCommand)
export class AddCalendarFeedHandler implements ICommandHandler<AddCalendarFeedCommand> {
  private readonly logger = new Logger(AddCalendarFeedHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
  ) {}

  async execute({ feed }: AddCalendarFeedCommand): Promise<AdminCalendarFeed> {
    const source = `feed-${randomUUID().slice(0, 8)}`;
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (source, name, url, added_by_host, sync_requested_at) VALUES ($1, $2, $3, true, now())`,
      [source, feed.name, feed.url],
    );
    const [added] = await loadCalendarFeeds(this.dataSource, source);
    await requestFeedSync(this.queue, this.logger, source);
    return added!;
  }
}
