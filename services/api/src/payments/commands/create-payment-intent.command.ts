import { Command } from '@nestjs/cqrs';
import type { CreatePaymentIntent, PaymentIntentCreated } from '@lakehouse/contracts';

export class CreatePaymentIntentCommand extends Command<PaymentIntentCreated> {
  constructor(readonly request: CreatePaymentIntent) {
    super();
  }
}
