import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { bookingEmailsRequestSchema } from '@lakehouse/contracts';

/**
 * Emails the guest and the host about the reservation this browser made (`reservationId` from its signed ticket,
 * null without one); the same reservation twice sends once.
 */
export class SendBookingEmailsCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly request: z.output<typeof bookingEmailsRequestSchema>,
    readonly reservationId: string | null,
    readonly clientHash: string,
  ) {
    super();
  }
}
