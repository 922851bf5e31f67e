/**
 * The queue could not take a job (Redis away or not answering). Not a failure of the job: the outbox relay
 * keeps the entry, counts no attempt and tries again, however long the outage lasts.
 */
export class QueueUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the queue is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'QueueUnavailableError';
  }
}
