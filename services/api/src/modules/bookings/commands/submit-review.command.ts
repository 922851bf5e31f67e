import { Command } from '@nestjs/cqrs';
import type { GuestBooking, SubmitReview } from '@lakehouse/contracts';

/** The guest reviews their completed stay from its page (the booking link's key proves the stay). */
export class SubmitReviewCommand extends Command<GuestBooking> {
  constructor(
    readonly reference: string,
    readonly key: string,
    readonly review: SubmitReview,
  ) {
    super();
  }
}
