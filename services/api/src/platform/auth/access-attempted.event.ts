import type { AccessOutcome } from '@lakehouse/server-kit';

/** A code check or sign-in happened; the audit log records every one (never the code itself). */
export class AccessAttemptedEvent {
  constructor(
    readonly kind: 'guest-code' | 'admin-login' | 'admin-code' | 'admin-second-factor' | 'helper-sign-in',
    readonly outcome: AccessOutcome,
    readonly clientHash: string,
    readonly accessCodeId: string | null = null,
    readonly role: string | null = null,
  ) {}
}
