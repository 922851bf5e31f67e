import { Command } from '@nestjs/cqrs';
import type { GuestRole } from '@lakehouse/contracts';

/** Checks a guest's code and counts one use; the caller starts the session for the returned role. */
export class VerifyAccessCommand extends Command<{ role: GuestRole; accessCodeId: string }> {
  constructor(
    readonly code: string,
    readonly clientHash: string,
  ) {
    super();
  }
}
