import { Command } from '@nestjs/cqrs';
import type { AdminReservation } from '@lakehouse/contracts';

export class ConfirmReservationCommand extends Command<AdminReservation> {
  constructor(readonly id: string) {
    super();
  }
}
