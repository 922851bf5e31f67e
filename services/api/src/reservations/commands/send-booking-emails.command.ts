import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { GuestRole, bookingEmailsRequestSchema } from '@lakehouse/contracts';

/** Emails the guest and the host about a booking the page completed; the same booking twice sends once. */
export class SendBookingEmailsCommand extends Command<{ queued: boolean }> {
  constructor(
    readonly request: z.output<typeof bookingEmailsRequestSchema>,
    readonly role: GuestRole | null,
  ) {
    super();
  }
}
