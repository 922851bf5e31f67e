import { Command } from '@nestjs/cqrs';
import type { GuestBooking } from '@lakehouse/contracts';

/** The guest cancels their own booking from its page; the policy's refund was shown to them first. */
export class CancelGuestBookingCommand extends Command<GuestBooking> {
  constructor(
    readonly reference: string,
    readonly key: string,
  ) {
    super();
  }
}
