import { describe, expect, it } from '@jest/globals';
import { JobName } from '@lakehouse/contracts';
import { loadConfig } from '@lakehouse/server-kit';
import { calendarSyncSchedules } from './calendar-sync-schedule.js';

describe('calendar sync schedule from configuration', () => {
  it('syncs no feed by default: the sample is used only with ICAL_FEED_URL=sample, every 10 minutes', () => {
    const unset = loadConfig({});
    expect(unset.calendar).toEqual({
      feedUrl: undefined,
      feedEnabled: false,
      syncIntervalMinutes: 10,
      feedsOnLocalNetwork: false,
      propertyTimeZone: 'America/New_York',
      exportToken: undefined,
    });
    expect(calendarSyncSchedules(unset)).toEqual([]);
    const sample = loadConfig({ ICAL_FEED_URL: 'sample' });
    expect(sample.calendar).toMatchObject({ feedUrl: undefined, feedEnabled: true });
    expect(calendarSyncSchedules(sample)).toEqual([
      {
        id: 'calendar-feed-sync',
        job: JobName.SyncCalendarFeed,
        payload: { reason: 'schedule' },
        startUpPayload: { reason: 'start-up' },
        everyMs: 600_000,
      },
    ]);
  });

  it('follows ICAL_SYNC_INTERVAL_MINUTES and schedules nothing with ICAL_FEED_URL=none', () => {
    const feed = loadConfig({ ICAL_FEED_URL: 'https://pms.example/feed.ics', ICAL_SYNC_INTERVAL_MINUTES: '3' });
    expect(feed.calendar).toMatchObject({ feedUrl: 'https://pms.example/feed.ics', feedEnabled: true });
    expect(calendarSyncSchedules(feed)[0]!.everyMs).toBe(180_000);
    const off = loadConfig({ ICAL_FEED_URL: 'none' });
    expect(off.calendar).toMatchObject({ feedUrl: undefined, feedEnabled: false });
    expect(calendarSyncSchedules(off)).toEqual([]);
  });

  it('names bad calendar variables without echoing the feed URL or token', () => {
    const bad = {
      ICAL_FEED_URL: 'ftp://secret.example/feed',
      PROPERTY_TIMEZONE: 'Mars/Olympus',
      CALENDAR_EXPORT_TOKEN: 'short',
      ICAL_SYNC_INTERVAL_MINUTES: '0',
    };
    expect(() => loadConfig(bad)).toThrow(
      /ICAL_FEED_URL[\s\S]*ICAL_SYNC_INTERVAL_MINUTES[\s\S]*PROPERTY_TIMEZONE: must be an IANA time zone[\s\S]*CALENDAR_EXPORT_TOKEN/,
    );
    expect(() => loadConfig(bad)).not.toThrow(/secret\.example|short/);
  });
});
