import type { Logger } from '@nestjs/common';
import { JobName } from '@lakehouse/contracts';
import type { JobQueue } from '@lakehouse/server-kit';

/**
 * Queues one feed's sync. No outbox: a lost sync loses nothing (the schedule runs the next one). The in-process
 * driver runs the job inside enqueue, so there it is started and not awaited; its end clears the feed's
 * `sync_requested_at` either way.
 */
export async function requestFeedSync(queue: JobQueue, logger: Logger, source: string): Promise<void> {
  const job = queue.enqueue(
    JobName.SyncCalendarFeed,
    { reason: 'admin', source },
    { jobId: `admin-sync-${source}-${Date.now()}` },
  );
  if (queue.driver === 'in-process') {
    job.catch((error: unknown) =>
      logger.warn(`calendar sync of ${source} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  } else {
    await job;
  }
}
