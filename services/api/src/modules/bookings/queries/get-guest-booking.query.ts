import { Query } from '@nestjs/cqrs';
import type { GuestBooking } from '@lakehouse/contracts';

/** The guest's own booking, by the reference and key of its link. */
export class GetGuestBookingQuery extends Query<GuestBooking> {
  constructor(
    readonly reference: string,
    readonly key: string,
  ) {
    super();
  }
}
