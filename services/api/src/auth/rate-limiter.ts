import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A 429 that says when to come back; the exception filter sends `retryAfterSeconds` as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export interface RateLimit {
  /** Requests allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
  /** What the refused client reads; `{minutes}` becomes the wait. */
  message: string;
}

/** Counters and the access audit log are kept this long, then pruned. */
const ABUSE_RECORD_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Fixed-window counters in Postgres (table attempt_counters), shared by every API replica. A request is counted
 * before it is served, so parallel requests can't slip past the limit together.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private lastPrunedAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  /** Counts one request for `key`; throws 429 with Retry-After once the window's count passes the limit. */
  async consume(key: string, { limit, windowSeconds, message }: RateLimit): Promise<number> {
    const [row] = await this.dataSource.query<{ failures: number; retry_after: number }[]>(
      `INSERT INTO attempt_counters (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN attempt_counters.window_started_at > now() - make_interval(secs => $2)
                         THEN attempt_counters.failures + 1 ELSE 1 END,
         window_started_at = CASE WHEN attempt_counters.window_started_at > now() - make_interval(secs => $2)
                                  THEN attempt_counters.window_started_at ELSE now() END
       RETURNING failures,
                 ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, windowSeconds],
    );
    this.pruneNowAndThen();
    if (row!.failures > limit) {
      const retryAfter = Math.max(1, row!.retry_after);
      throw new TooManyRequestsException(message.replace('{minutes}', String(Math.ceil(retryAfter / 60))), retryAfter);
    }
    return row!.failures;
  }

  /** Takes back one counted request (a guess that proved right): earlier failures stay counted. */
  async refund(key: string): Promise<void> {
    await this.dataSource.query('UPDATE attempt_counters SET failures = greatest(failures - 1, 0) WHERE key = $1', [
      key,
    ]);
  }

  /**
   * Pruning happens at write time, at most once an hour per process: counters whose window started, and audit
   * events written, more than 90 days ago. It never delays or fails the request that triggered it.
   */
  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = Date.now();
    void this.prune().catch((error: unknown) =>
      this.logger.warn(`could not prune old counters: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async prune(): Promise<void> {
    const days = ABUSE_RECORD_RETENTION_DAYS;
    await this.dataSource.query(
      `DELETE FROM attempt_counters WHERE window_started_at < now() - make_interval(days => $1)`,
      [days],
    );
    await this.dataSource.query(`DELETE FROM access_events WHERE created_at < now() - make_interval(days => $1)`, [
      days,
    ]);
  }
}
