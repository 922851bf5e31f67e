import { Command } from '@nestjs/cqrs';
import type { GuestRole, ReservationCreated, ReservationRequest } from '@lakehouse/contracts';

/**
 * With an access session's role the stay is held for 24 h (if the code behind it is still usable and has holds
 * left); without one it is an inquiry for the host.
 */
export class CreateReservationCommand extends Command<ReservationCreated> {
  constructor(
    readonly request: ReservationRequest,
    readonly guest: { role: GuestRole; accessCodeId: string | null } | null,
  ) {
    super();
  }
}
