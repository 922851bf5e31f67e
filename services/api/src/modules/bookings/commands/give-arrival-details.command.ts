import { Command } from '@nestjs/cqrs';
import type { ArrivalDetails, GuestBooking } from '@lakehouse/contracts';

/** The guest says who is coming, when, and in which cars (the booking link's key proves the stay). */
export class GiveArrivalDetailsCommand extends Command<GuestBooking> {
  constructor(
    readonly reference: string,
    readonly key: string,
    readonly details: ArrivalDetails,
  ) {
    super();
  }
}
