import { Command } from '@nestjs/cqrs';
import type { Referral } from '@lakehouse/contracts';

export class SubmitReferralCommand extends Command<{ id: string }> {
  constructor(
    readonly referral: Referral,
    readonly submittedByRole: string | null,
  ) {
    super();
  }
}
