import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { bookingEmailsRequestSchema } from '@lakehouse/contracts';

/**
 * The booking page's last call, for the reservation this browser made (`reservationId` from its signed ticket, null
 * without one): its emails went out with the reservation, so this only tells whether they were asked for before.
 */
export class SendBookingEmailsCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly request: z.output<typeof bookingEmailsRequestSchema>,
    readonly reservationId: string | null,
  ) {
    super();
  }
}
