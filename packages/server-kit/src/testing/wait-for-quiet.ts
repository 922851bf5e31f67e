import type { Metrics } from '../observability/metrics.js';
import { waitFor } from './wait-for.js';

/** What the wait reads the outbox through (a pg client or pool). */
interface Queryable {
  query(sql: string): Promise<{ rows: { open: number }[] }>;
}

/** A process whose queues the wait watches: an app's Metrics here, or the URL of another process's /metrics. */
export type QueueWatch = Metrics | string;

const QUEUED = /^lakehouse_queue_depth\{[^}]*state="(?:waiting|active|delayed)"[^}]*\} (\d+)$/gm;

/** Jobs waiting, delayed or running, summed from a metrics text (its `lakehouse_queue_depth` gauge). */
function queuedJobs(metricsText: string): number {
  let count = 0;
  for (const match of metricsText.matchAll(QUEUED)) count += Number(match[1]);
  return count;
}

async function metricsText(watch: QueueWatch): Promise<string> {
  if (typeof watch === 'string') return (await fetch(watch)).text();
  return (await watch.exposition()).body;
}

/**
 * Waits until the work already caused is all done: no outbox entry due or retrying (only dispatched, dead or planned
 * for later ones) and no job waiting, delayed or running in the queues the watched processes see. A test that checks something did
 * not happen (a second email, a second refund) checks it after this, not after a pause.
 */
export async function waitForQuiet(
  what: string,
  db: Queryable,
  watches: QueueWatch[],
  timeoutMs = 30_000,
): Promise<void> {
  await waitFor(
    what,
    async () => {
      // Due now, or a failed job's retry (due later): a job planned for later (a hold's expiry) is not pending work.
      const { rows } = await db.query(
        `SELECT count(*)::int AS open FROM outbox
          WHERE dispatched_at IS NULL AND dead_at IS NULL AND (available_at <= now() OR attempts > 0)`,
      );
      if (rows[0]!.open > 0) return false;
      for (const watch of watches) if (queuedJobs(await metricsText(watch)) > 0) return false;
      return true;
    },
    timeoutMs,
  );
}
