import path from 'node:path';
import { repoRoot } from '@lakehouse/server-kit';

export interface CalendarFeedOptions {
  /** The short name the feed's blocks are stored under. */
  source: string;
  /** Unset: the sample feed file. */
  url: string | undefined;
  /** False (ICAL_FEED_URL=none): a sync does nothing. */
  enabled?: boolean;
  sampleFile: string;
  timeZone: string;
  fetchTimeoutMs: number;
}

export const CALENDAR_FEED_OPTIONS = Symbol('CALENDAR_FEED_OPTIONS');

/**
 * The sample feed shipped with the repository (the embedded default). Found from the repository root, so
 * the same path works from src (tests) and from dist (built processes).
 */
export const SAMPLE_FEED_FILE = path.join(repoRoot, 'services/worker/src/calendar/sample-feed.ics');
