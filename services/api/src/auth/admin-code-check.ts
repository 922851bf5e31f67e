import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { AccessAttemptedEvent } from '../access/events/access-attempted.event.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { AuthKeys } from './auth-keys.js';

export type AdminCodeUse = 'admin-login' | 'admin-code';

/**
 * Every place the admin code is typed or sent (sign-in, the photo page's validate, the X-Access-Code header)
 * shares one attempt budget per client and writes the same audit events.
 */
@Injectable()
export class AdminCodeCheck {
  constructor(
    private readonly keys: AuthKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
  ) {}

  /** Counts the guess (429 past the limit), audits it and says whether it is the admin code, with the attempts so far. */
  async check(code: string, clientHash: string, use: AdminCodeUse): Promise<{ isValid: boolean; attempts: number }> {
    const limitKey = `admin-code:${clientHash}`;
    let attempts: number;
    try {
      attempts = await this.limiter.consume(limitKey);
    } catch (error) {
      this.events.publish(new AccessAttemptedEvent(use, 'throttled', clientHash));
      throw error;
    }
    const isValid = this.keys.isAdminCode(code);
    if (isValid) await this.limiter.succeeded(limitKey);
    this.events.publish(
      isValid
        ? new AccessAttemptedEvent(use, 'granted', clientHash, null, 'admin')
        : new AccessAttemptedEvent(use, 'denied', clientHash),
    );
    return { isValid, attempts };
  }
}
