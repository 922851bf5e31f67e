import type { JobName, JobPayload } from '@lakehouse/contracts';

export interface EnqueueOptions {
  jobId: string;
  requestId?: string;
}

/** The queue port. Producers only see this; the driver is picked once, from configuration. */
export abstract class JobQueue {
  abstract readonly driver: 'bullmq' | 'in-process';

  /**
   * Hands the job over for processing. `jobId` is deterministic (the outbox entry's id), so handing
   * the same job over twice is harmless. `requestId` names the HTTP request that caused the job, for its logs.
   * Resolves once the job is safely accepted.
   */
  abstract enqueue<N extends JobName>(job: N, payload: JobPayload<N>, options: EnqueueOptions): Promise<void>;
}
