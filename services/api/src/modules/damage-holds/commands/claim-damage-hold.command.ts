import { Command } from '@nestjs/cqrs';
import type { AdminDamageHold, DamageHoldClaim } from '@lakehouse/contracts';

export class ClaimDamageHoldCommand extends Command<AdminDamageHold> {
  constructor(
    readonly reservationId: string,
    readonly claim: DamageHoldClaim,
  ) {
    super();
  }
}
