import { Command } from '@nestjs/cqrs';
import type { AdminInstalmentsResponse } from '@lakehouse/contracts';

/** The host keeps a stay whose balance is still declined, and waits for the guest to pay it. */
export class KeepWaitingForBalanceCommand extends Command<AdminInstalmentsResponse> {
  constructor(
    readonly reservationId: string,
    readonly instalmentId: string,
  ) {
    super();
  }
}
