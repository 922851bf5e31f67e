import { Injectable } from '@nestjs/common';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler } from '@lakehouse/server-kit';
import { CalendarFeedSync } from './calendar-feed-sync.js';

/** Syncs one feed (named by `source`) or every feed; a failure throws so the queue logs and retries it (the last good blocks stay). */
@Injectable()
export class CalendarSyncProcessor {
  constructor(private readonly feedSync: CalendarFeedSync) {}

  @JobHandler(JobName.SyncCalendarFeed)
  async handle(payload: JobPayload<JobName.SyncCalendarFeed>): Promise<void> {
    if (payload.source) await this.feedSync.syncOne(payload.source);
    else await this.feedSync.syncAll();
  }
}
