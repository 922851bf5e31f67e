export interface CalendarFeedOptions {
  /** ICAL_FEED_URL=none turns the feed off. */
  feedEnabled: boolean;
  /** Unset (and enabled): the sample feed (ICAL_FEED_URL=sample). */
  feedUrl: string | undefined;
  /** CALENDAR_EXPORT_TOKEN; unset: no export link. */
  exportToken: string | undefined;
}

export const CALENDAR_FEED_OPTIONS = Symbol('CALENDAR_FEED_OPTIONS');
