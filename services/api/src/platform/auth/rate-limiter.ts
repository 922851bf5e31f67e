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

export interface KeyedRateLimit extends RateLimit {
  /** The counter's name: what is limited, and for whom (a hash, never an address or email in clear). */
  key: string;
}

/**
 * One upsert per limit, chained: step i (parameters $2i+1 the key, $2i+2 the window in seconds) is written only if
 * step i - 1 was written and is within its limit (parameter $2n+i, n the steps; the last step's limit is not
 * needed). A step's count restarts when its window has passed.
 */
function countersInOrderSql(steps: number): string {
  const upserts = Array.from({ length: steps }, (_, step) => {
    const [key, window] = [`$${step * 2 + 1}`, `$${step * 2 + 2}`];
    const windowOpen = `attempt_counters.window_started_at > now() - make_interval(secs => ${window}::int)`;
    const allowedSoFar = step === 0 ? '' : ` WHERE (SELECT failures FROM step${step - 1}) <= $${steps * 2 + step}::int`;
    return `step${step} AS (
      INSERT INTO attempt_counters (key, failures, window_started_at)
      SELECT ${key}::text, 1, now()${allowedSoFar}
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${windowOpen} THEN attempt_counters.failures + 1 ELSE 1 END,
        window_started_at = CASE WHEN ${windowOpen} THEN attempt_counters.window_started_at ELSE now() END
      RETURNING failures,
                ceil(extract(epoch FROM window_started_at + make_interval(secs => ${window}::int) - now()))::int
                  AS retry_after)`;
  });
  const results = Array.from(
    { length: steps },
    (_, step) => `SELECT ${step} AS step, failures, retry_after FROM step${step}`,
  );
  return `WITH ${upserts.join(',\n')}\n${results.join('\nUNION ALL ')}`;
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
  async consume(key: string, limit: RateLimit): Promise<number> {
    const [counted] = await this.consumeInOrder([{ key, ...limit }]);
    return counted!;
  }

  /**
   * Counts one request against each limit in turn, in one statement (one round trip, one commit): a limit is
   * counted only while every limit before it still allows the request, as if each were consumed after the one
   * before passed. Throws the first limit passed (429 with Retry-After); returns each limit's count.
   */
  async consumeInOrder(limits: readonly KeyedRateLimit[]): Promise<number[]> {
    const rows = await this.dataSource.query<{ step: number; failures: number; retry_after: number }[]>(
      countersInOrderSql(limits.length),
      [
        ...limits.flatMap(({ key, windowSeconds }) => [key, windowSeconds]),
        ...limits.slice(0, -1).map(({ limit }) => limit),
      ],
    );
    this.pruneNowAndThen();
    const counts: number[] = [];
    for (const [step, { limit, message }] of limits.entries()) {
      const row = rows.find((candidate) => candidate.step === step)!;
      if (row.failures > limit) {
        const retryAfter = Math.max(1, row.retry_after);
        throw new TooManyRequestsException(
          message.replace('{minutes}', String(Math.ceil(retryAfter / 60))),
          retryAfter,
        );
      }
      counts.push(row.failures);
    }
    return counts;
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
