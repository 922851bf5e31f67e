import type pg from 'pg';
import { waitFor } from './wait-for.js';

/**
 * Waits until another session of this database waits on a lock, as seen by `client`, which may be inside the
 * transaction that holds the lock. Postgres freezes pg_stat_activity for the rest of a transaction once read, so each
 * look clears that snapshot first; without it a look made before the waiter arrived would be repeated forever.
 */
export async function waitForLockWait(client: pg.Client, what: string): Promise<void> {
  await waitFor(what, async () => {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rowCount } = await client.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
    );
    return (rowCount ?? 0) > 0;
  });
}
