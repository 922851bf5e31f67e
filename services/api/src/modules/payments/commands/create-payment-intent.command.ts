import { Command } from '@nestjs/cqrs';
import type { CreatePaymentIntent, PaymentIntentCreated } from '@lakehouse/contracts';

/** `ticketReservationId`: the reservation this browser's signed ticket names (null without a valid ticket). */
export class CreatePaymentIntentCommand extends Command<PaymentIntentCreated> {
  constructor(
    readonly request: CreatePaymentIntent,
    readonly ticketReservationId: string | null,
  ) {
    super();
  }
}
