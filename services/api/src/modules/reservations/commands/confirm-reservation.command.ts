import { Command } from '@nestjs/cqrs';
import type { AdminReservation } from '@lakehouse/contracts';

export class ConfirmReservationCommand extends Command<AdminReservation> {
  constructor(
    readonly id: string,
    /** Who marked it paid: signs the record of its first payment. */
    readonly confirmedBy: string,
  ) {
    super();
  }
}
