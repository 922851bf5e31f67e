import { Inject, Injectable } from '@nestjs/common';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { ClientKeys } from './client-key.js';
import { RateLimiter, type KeyedRateLimit } from './rate-limiter.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

const TOO_MANY_FROM_CLIENT = 'Too many requests from your connection. Please wait {minutes} minutes and try again.';
const TOO_MANY_TO_RECIPIENT =
  'Too many messages have been sent for this email address. Please wait {minutes} minutes and try again.';
const TOO_MANY_BOOKING_ATTEMPTS = 'Too many booking attempts. Please wait {minutes} minutes and try again.';

/**
 * Limits on the public routes that send email or hold nights, counted in Postgres so they hold across replicas:
 * per client network per hour, and per email address the request names (the guest, sender or referrer) per day.
 */
@Injectable()
export class RequestLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clientKeys: ClientKeys,
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
  ) {}

  /** A request that will send email about `email`: 429 with Retry-After past either limit. */
  async emailRequest(clientHash: string, email: string): Promise<void> {
    await this.limiter.consumeInOrder(this.emailLimits(clientHash, email));
  }

  /**
   * A reservation request, which sends email about `email`: every one counts against the client's hourly budget
   * of booking attempts, whatever its outcome, and then, if that allows it, as an email request.
   */
  async reservationRequest(clientHash: string, email: string): Promise<void> {
    await this.limiter.consumeInOrder([
      {
        key: `reservation-client:${clientHash}`,
        limit: this.options.reservationAttemptLimit,
        windowSeconds: HOUR,
        message: TOO_MANY_BOOKING_ATTEMPTS,
      },
      ...this.emailLimits(clientHash, email),
    ]);
  }

  private emailLimits(clientHash: string, email: string): KeyedRateLimit[] {
    return [
      {
        key: `email-client:${clientHash}`,
        limit: this.options.emailLimitPerClient,
        windowSeconds: HOUR,
        message: TOO_MANY_FROM_CLIENT,
      },
      {
        key: `email-recipient:${this.clientKeys.ofEmail(email)}`,
        limit: this.options.emailLimitPerRecipient,
        windowSeconds: DAY,
        message: TOO_MANY_TO_RECIPIENT,
      },
    ];
  }
}
