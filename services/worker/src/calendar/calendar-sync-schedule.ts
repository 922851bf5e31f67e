import { JobName } from '@lakehouse/contracts';
import type { AppConfig, ScheduledJob } from '@lakehouse/server-kit';

/** The feed sync: every ICAL_SYNC_INTERVAL_MINUTES and once at start-up; nothing with ICAL_FEED_URL=none. */
export function calendarSyncSchedules(config: AppConfig): ScheduledJob[] {
  if (!config.calendar.feedEnabled) return [];
  const schedule: ScheduledJob<JobName.SyncCalendarFeed> = {
    id: 'calendar-feed-sync',
    job: JobName.SyncCalendarFeed,
    payload: { reason: 'schedule' },
    startUpPayload: { reason: 'start-up' },
    everyMs: config.calendar.syncIntervalMinutes * 60_000,
  };
  return [schedule];
}
