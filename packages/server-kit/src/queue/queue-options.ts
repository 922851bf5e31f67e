export interface QueueOptions {
  /** Unset: the in-process driver. */
  redisUrl: string | undefined;
  /** Redis key prefix, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  concurrency: number;
  /** Whether this process runs the processors (the worker; or the API when there is no Redis). */
  hostsProcessors: boolean;
}

export const QUEUE_OPTIONS = Symbol('QUEUE_OPTIONS');
