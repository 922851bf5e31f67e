export interface ObservabilityOptions {
  /** Set: readiness asks Redis too, and reports what it found. */
  redisUrl: string | undefined;
  /**
   * Whether this process can do its work without Redis. The API serves guests while Redis is away (jobs wait in
   * the outbox), so Redis only shows in its readiness details; the worker consumes the queues, so it needs Redis.
   */
  readinessNeedsRedis: boolean;
}

export const OBSERVABILITY_OPTIONS = Symbol('OBSERVABILITY_OPTIONS');
