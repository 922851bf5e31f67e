export interface QueueOptions {
  /** Unset: the in-process driver. */
  redisUrl: string | undefined;
  /** Redis key prefix, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  concurrency: number;
  /** Whether this process runs the processors (the worker; or the API when there is no Redis). */
  hostsProcessors: boolean;
  /** The first retry's delay after a job fails; each later one doubles it (JOB_RETRY_DELAY_MS). */
  retryDelayMs: number;
}

/** Tries per job (and per host's retry) before it lands in the dead-letter state for the host to see. */
export const JOB_ATTEMPTS = 8;

export const QUEUE_OPTIONS = Symbol('QUEUE_OPTIONS');
