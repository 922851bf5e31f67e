import { Command } from '@nestjs/cqrs';
import type { AdminReservation } from '@lakehouse/contracts';

export class CancelReservationCommand extends Command<AdminReservation> {
  constructor(readonly id: string) {
    super();
  }
}
