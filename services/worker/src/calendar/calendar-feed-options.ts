import path from 'node:path';
import { repoRoot } from '@lakehouse/server-kit';

export interface CalendarFeedOptions {
  /** The short name the feed's blocks are stored under. */
  source: string;
  /** Unset: the sample feed file (ICAL_FEED_URL=sample). */
  url: string | undefined;
  /** False (ICAL_FEED_URL unset or none): a sync does nothing. */
  enabled?: boolean;
  sampleFile: string;
  timeZone: string;
  fetchTimeoutMs: number;
  /**
   * Test only (CALENDAR_FEEDS_ON_LOCAL_NETWORK; production refuses it): feeds over http and on loopback or private
   * addresses, as the tests' local feed servers are. Otherwise https only, public addresses only, on every hop.
   */
  allowLocalNetwork?: boolean;
}

export const CALENDAR_FEED_OPTIONS = Symbol('CALENDAR_FEED_OPTIONS');

/**
 * The sample feed shipped with the repository (ICAL_FEED_URL=sample). Found from the repository root, so
 * the same path works from src (tests) and from dist (built processes).
 */
export const SAMPLE_FEED_FILE = path.join(repoRoot, 'services/worker/src/calendar/sample-feed.ics');
