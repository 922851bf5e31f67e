import { Command } from '@nestjs/cqrs';
import type { AdminInstalmentsResponse } from '@lakehouse/contracts';

/** The host received an instalment outside Stripe (`receivedBy` signs the payment record). */
export class MarkInstalmentReceivedCommand extends Command<AdminInstalmentsResponse> {
  constructor(
    readonly reservationId: string,
    readonly instalmentId: string,
    readonly receivedBy: string,
  ) {
    super();
  }
}
