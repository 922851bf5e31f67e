import type { AdminCalendarFeed } from '@lakehouse/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { redactFeedUrl } from './redact-feed-url.js';

/** A 'Sync now' older than this without an end is taken as lost (a worker restart), not shown as running forever. */
const SYNC_SHOWN_AS_RUNNING_MINUTES = 5;

interface FeedRow {
  source: string;
  name: string;
  url: string;
  addedByHost: boolean;
  lastAttemptAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  blocksCount: number;
  openConflicts: number;
  syncing: boolean;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Every imported feed (the settings' one first), or the one named, as the admin shows it. */
export async function loadCalendarFeeds(db: DataSource | EntityManager, source?: string): Promise<AdminCalendarFeed[]> {
  const rows = await db.query<FeedRow[]>(
    `SELECT f.source, f.name, f.url, f.added_by_host AS "addedByHost", f.last_attempt_at AS "lastAttemptAt",
            f.last_success_at AS "lastSuccessAt", f.last_error AS "lastError", f.last_error_at AS "lastErrorAt",
            (SELECT count(*)::int FROM calendar_blocks b WHERE b.source = f.source) AS "blocksCount",
            (SELECT count(*)::int FROM calendar_conflicts c WHERE c.source = f.source AND c.resolved_at IS NULL) AS "openConflicts",
            coalesce(f.sync_requested_at > now() - interval '${SYNC_SHOWN_AS_RUNNING_MINUTES} minutes', false) AS syncing
       FROM calendar_feeds f
      WHERE $1::text IS NULL OR f.source = $1
      ORDER BY f.added_by_host, f.created_at, f.source`,
    [source ?? null],
  );
  return rows.map((row) => ({
    source: row.source,
    name: row.addedByHost
      ? row.name
      : row.url.startsWith('sample:')
        ? 'Sample feed (sample data, not a real calendar)'
        : 'Settings feed (ICAL_FEED_URL)',
    url: redactFeedUrl(row.url),
    addedByHost: row.addedByHost,
    // A failure newer than the last success means the feed is failing now.
    status: !row.lastAttemptAt
      ? 'never synced'
      : row.lastError && (!row.lastSuccessAt || row.lastErrorAt! >= row.lastSuccessAt)
        ? 'failing'
        : 'ok',
    lastAttemptAt: iso(row.lastAttemptAt),
    lastSuccessAt: iso(row.lastSuccessAt),
    lastError: row.lastError,
    blocksCount: row.blocksCount,
    openConflicts: row.openConflicts,
    syncing: row.syncing,
  }));
}
