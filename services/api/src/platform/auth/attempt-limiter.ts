import { Inject, Injectable } from '@nestjs/common';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { RateLimiter } from './rate-limiter.js';

const WINDOW_MINUTES = 15;

const TOO_MANY_ATTEMPTS = `Too many attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

/**
 * Limits code guessing per client network: each attempt is counted before the code is checked, and a right code
 * takes back only its own count, so wrong guesses stay counted whatever other code succeeds in between.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** Counts an attempt for `key`; throws 429 when the client is over the limit. Returns the attempts so far. */
  consume(key: string): Promise<number> {
    return this.limiter.consume(key, {
      limit: this.options.attemptLimit,
      windowSeconds: WINDOW_MINUTES * 60,
      message: TOO_MANY_ATTEMPTS,
    });
  }

  /** The attempt was right: it does not count (earlier wrong ones still do). */
  succeeded(key: string): Promise<void> {
    return this.limiter.refund(key);
  }
}
