import { Injectable } from '@nestjs/common';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler } from '@lakehouse/server-kit';
import { CalendarFeedSync } from './calendar-feed-sync.js';

/** Runs a feed sync; a failure throws so the queue logs and retries it (the last good blocks stay). */
@Injectable()
export class CalendarSyncProcessor {
  constructor(private readonly feedSync: CalendarFeedSync) {}

  @JobHandler(JobName.SyncCalendarFeed)
  async handle(_payload: JobPayload<JobName.SyncCalendarFeed>): Promise<void> {
    await this.feedSync.sync();
  }
}
