import { Command } from '@nestjs/cqrs';
import type { AdminReservation, HostRefund } from '@lakehouse/contracts';

export class CancelReservationCommand extends Command<AdminReservation> {
  /** `refund`: what goes back of a paid stay; required for one, ignored for an inquiry or a hold. */
  constructor(
    readonly id: string,
    readonly refund: HostRefund | undefined,
  ) {
    super();
  }
}
