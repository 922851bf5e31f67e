import { BadRequestException, Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { type CreatePaymentIntent, type PaymentIntentCreated, createPaymentIntentSchema } from '@lakehouse/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReservationTicket } from '../reservations/reservation-ticket.js';
import { CreatePaymentIntentCommand } from './commands/create-payment-intent.command.js';
import { HandleStripeWebhookCommand, type StripeWebhookResult } from './commands/handle-stripe-webhook.command.js';

@Controller()
export class PaymentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly tickets: ReservationTicket,
  ) {}

  /**
   * Only for the browser holding the reservation's ticket (403 otherwise); 409 with the manual-payment message when
   * Stripe is not configured (STRIPE_SECRET_KEY unset).
   */
  @Post('create-payment-intent')
  @HttpCode(200)
  createPaymentIntent(
    @Body(new ZodValidationPipe(createPaymentIntentSchema)) body: CreatePaymentIntent,
    @Req() request: FastifyRequest,
  ): Promise<PaymentIntentCreated> {
    return this.commandBus.execute(new CreatePaymentIntentCommand(body, this.tickets.fromRequest(request)));
  }

  /** Stripe's signed events. The body arrives raw (see create-api-app.ts): the signature covers its exact bytes. */
  @Post('payments/webhook')
  @HttpCode(200)
  webhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<StripeWebhookResult> {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body)) throw new BadRequestException('The webhook body could not be read as sent.');
    return this.commandBus.execute(new HandleStripeWebhookCommand(body, signature));
  }
}
