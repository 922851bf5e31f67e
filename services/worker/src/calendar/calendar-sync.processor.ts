import { Injectable } from '@nestjs/common';
import { JobName } from '@lakehouse/contracts';
import { JobHandler } from '@lakehouse/server-kit';
import { CalendarFeedSync } from './calendar-feed-sync.js';

/** Runs a feed sync; a failure throws so the queue logs and retries it (the last good blocks stay). */
@Injectable()
export class CalendarSyncProcessor {
  constructor(private readonly feedSync: CalendarFeedSync) {}

  @JobHandler(JobName.SyncCalendarFeed)
  async handle(): Promise<void> {
    await this.feedSync.sync();
  }
}
