import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@lakehouse/server-kit';
import { BOOKING_LINKS, bookingLinksOf } from '@lakehouse/messages';
import { CreatePaymentIntentHandler } from './commands/create-payment-intent.handler.js';
import { HandleStripeWebhookHandler } from './commands/handle-stripe-webhook.handler.js';
import { PAYMENT_OPTIONS, STRIPE, createStripeClient } from './payment-options.js';
import { ReservationTicket } from '../reservations/reservation-ticket.js';
import { PaymentsController } from './payments.controller.js';
import { GetReservationPaymentHandler } from './queries/get-reservation-payment.handler.js';

/** Card payments: PaymentIntents for held reservations and Stripe's webhook. Manual mode without STRIPE_SECRET_KEY. */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      controllers: [PaymentsController],
      providers: [
        { provide: STRIPE, useValue: createStripeClient(config) },
        { provide: PAYMENT_OPTIONS, useValue: { webhookSecret: config.stripeWebhookSecret } },
        { provide: BOOKING_LINKS, useValue: bookingLinksOf(config) },
        ReservationTicket,
        CreatePaymentIntentHandler,
        HandleStripeWebhookHandler,
        GetReservationPaymentHandler,
      ],
    };
  }
}
