import { Command } from '@nestjs/cqrs';
import type { GuestRole, ReservationCreated, ReservationRequest } from '@lakehouse/contracts';

/** With an access session's role the stay is held for 24 h; without one it is an inquiry for the host. */
export class CreateReservationCommand extends Command<ReservationCreated> {
  constructor(
    readonly request: ReservationRequest,
    readonly role: GuestRole | null,
  ) {
    super();
  }
}
