import type { JobName, JobPayload, QueueName } from '@lakehouse/contracts';

export interface EnqueueOptions {
  jobId: string;
  requestId?: string;
  /** How many times the host retried the job after it failed for good (0 the first time): a new round of attempts. */
  retryRound?: number;
}

/** The queue's id for a job: the outbox entry's id, with the retry round after a host's retry (BullMQ keeps a failed id). */
export function queueJobId(jobId: string, retryRound = 0): string {
  return retryRound > 0 ? `${jobId}-retry-${retryRound}` : jobId;
}

/** The outbox entry's id behind a queue job id: what handlers see as `context.jobId`, the same in every round. */
export function outboxIdOf(queueJobId: string): string {
  return queueJobId.replace(/-retry-\d+$/, '');
}

/** The queue port. Producers only see this; the driver is picked once, from configuration. */
export abstract class JobQueue {
  abstract readonly driver: 'bullmq' | 'in-process';

  /** True when `enqueue` resolving means the job has run (in-process), so the outbox entry is done right then. */
  abstract readonly acceptedMeansDone: boolean;

  /**
   * Hands the job over for processing. `jobId` is deterministic (the outbox entry's id), so handing
   * the same job over twice is harmless. `requestId` names the HTTP request that caused the job, for its logs.
   * Resolves once the job is safely accepted; rejects with `QueueUnavailableError` when the queue can't take it,
   * and (in-process, where accepting means running) with the job's own error when the job failed.
   */
  abstract enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<void>;

  /**
   * The queues no running process consumes, whose jobs wait until a worker is back (the admin says so).
   * Rejects with `QueueUnavailableError` when the queue's store can't be asked.
   */
  abstract queuesWithoutConsumer(): Promise<QueueName[]>;
}
