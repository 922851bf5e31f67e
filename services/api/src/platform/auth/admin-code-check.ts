import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Metrics } from '@lakehouse/server-kit';
import { AccessAttemptedEvent } from './access-attempted.event.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { AuthKeys } from './auth-keys.js';
import { HostSecondFactor } from './host-second-factor.js';

export type AdminCodeUse = 'admin-login' | 'admin-code' | 'helper-sign-in';

/** What a sign-in with the admin code (and the second factor, once the host has one) comes to. */
type AdminSignInOutcome = 'granted' | 'wrong-code' | 'second-factor-needed' | 'wrong-second-factor';

/**
 * Every place the admin code is typed or sent (sign-in, the photo page's validate, the X-Access-Code header), the
 * host's second factor and a helper's sign-in key share one attempt budget per client and write the same audit
 * events. Once the host has a second factor, the admin code alone is refused everywhere.
 */
@Injectable()
export class AdminCodeCheck {
  constructor(
    private readonly keys: AuthKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
    private readonly metrics: Metrics,
    private readonly secondFactor: HostSecondFactor,
  ) {}

  /**
   * Counts the guess (429 past the limit, counted in a metric, not audited), audits it and says whether the admin
   * code alone lets in (never once the host has a second factor), with the attempts so far.
   */
  async check(
    code: string,
    clientHash: string,
    use: AdminCodeUse,
  ): Promise<{ isValid: boolean; attempts: number; secondFactorRequired: boolean }> {
    const attempts = await this.countAttempt(clientHash, use);
    const isAdminCode = this.keys.isAdminCode(code);
    const secondFactorRequired = isAdminCode && (await this.secondFactor.isRequired());
    const isValid = isAdminCode && !secondFactorRequired;
    if (isAdminCode) await this.succeeded(clientHash);
    if (!secondFactorRequired) this.audit(use, isValid, clientHash);
    return { isValid, attempts, secondFactorRequired };
  }

  /**
   * The sign-in: the admin code, then the second factor when the host has one. A wrong code or a wrong second factor
   * stays counted; a right code without the factor yet is taken back (it guessed nothing).
   */
  async signIn(
    code: string,
    secondFactor: string | undefined,
    clientHash: string,
  ): Promise<{ outcome: AdminSignInOutcome; attempts: number }> {
    const attempts = await this.countAttempt(clientHash, 'admin-login');
    if (!this.keys.isAdminCode(code)) {
      this.audit('admin-login', false, clientHash);
      return { outcome: 'wrong-code', attempts };
    }
    if (!(await this.secondFactor.isRequired())) {
      await this.succeeded(clientHash);
      this.audit('admin-login', true, clientHash);
      return { outcome: 'granted', attempts };
    }
    if (secondFactor === undefined || secondFactor === '') {
      await this.succeeded(clientHash);
      return { outcome: 'second-factor-needed', attempts };
    }
    const isValid = await this.secondFactor.verify(secondFactor);
    this.audit('admin-second-factor', isValid, clientHash);
    if (!isValid) return { outcome: 'wrong-second-factor', attempts };
    await this.succeeded(clientHash);
    return { outcome: 'granted', attempts };
  }

  /** A helper's personal sign-in key is guessed against the same budget (their keys are 256 bits, but still). */
  async countHelperAttempt(clientHash: string): Promise<number> {
    return this.countAttempt(clientHash, 'helper-sign-in');
  }

  /** The helper's key was right: it does not count; audited either way. */
  async helperSignedIn(clientHash: string, isValid: boolean): Promise<void> {
    if (isValid) await this.succeeded(clientHash);
    this.audit('helper-sign-in', isValid, clientHash);
  }

  private async countAttempt(clientHash: string, use: AdminCodeUse): Promise<number> {
    try {
      return await this.limiter.consume(`admin-code:${clientHash}`);
    } catch (error) {
      this.metrics.refusedAttemptsTotal.inc({ kind: use });
      throw error;
    }
  }

  private succeeded(clientHash: string): Promise<void> {
    return this.limiter.succeeded(`admin-code:${clientHash}`);
  }

  private audit(use: AdminCodeUse | 'admin-second-factor', isValid: boolean, clientHash: string): void {
    this.events.publish(
      isValid
        ? new AccessAttemptedEvent(use, 'granted', clientHash, null, 'admin')
        : new AccessAttemptedEvent(use, 'denied', clientHash),
    );
  }
}
