import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';

const WINDOW_MINUTES = 15;

export const TOO_MANY_ATTEMPTS = `Too many attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

/**
 * Limits guessing: each attempt is counted before the code is checked (so parallel guesses can't slip past the
 * limit) and a success clears the count. Counters live in Postgres, shared by every API replica.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** Counts an attempt for `key`; throws 429 when the client is over the limit. Returns the attempts so far. */
  async consume(key: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO attempt_counters (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN attempt_counters.window_started_at > now() - make_interval(mins => $2)
                         THEN attempt_counters.failures + 1 ELSE 1 END,
         window_started_at = CASE WHEN attempt_counters.window_started_at > now() - make_interval(mins => $2)
                                  THEN attempt_counters.window_started_at ELSE now() END
       RETURNING failures`,
      [key, WINDOW_MINUTES],
    )) as { failures: number }[];
    const attempts = row!.failures;
    if (attempts > this.options.attemptLimit) {
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return attempts;
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM attempt_counters WHERE key = $1', [key]);
  }
}
