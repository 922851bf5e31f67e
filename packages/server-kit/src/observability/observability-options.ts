export interface ObservabilityOptions {
  /** Set: readiness also needs Redis to answer. */
  redisUrl: string | undefined;
}

export const OBSERVABILITY_OPTIONS = Symbol('OBSERVABILITY_OPTIONS');
