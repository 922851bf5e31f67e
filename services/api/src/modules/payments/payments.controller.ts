import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  type CreatePaymentIntent,
  type PaymentIntentCreated,
  type ReservationPayment,
  createPaymentIntentSchema,
} from '@lakehouse/contracts';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ReservationTicket } from '../reservations/reservation-ticket.js';
import { CreatePaymentIntentCommand } from './commands/create-payment-intent.command.js';
import { HandleStripeWebhookCommand, type StripeWebhookResult } from './commands/handle-stripe-webhook.command.js';
import { GetReservationPaymentQuery } from './queries/get-reservation-payment.query.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

@Controller()
export class PaymentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly tickets: ReservationTicket,
  ) {}

  /**
   * Only for the browser holding the reservation's ticket (403 otherwise); 409 with the manual-payment message when
   * Stripe is not configured (STRIPE_SECRET_KEY unset).
   */
  @ApiAccess('reservationTicket')
  @ApiErrors(404, 409)
  @Post('create-payment-intent')
  @HttpCode(200)
  createPaymentIntent(
    @Body(validatedBy(createPaymentIntentSchema)) body: CreatePaymentIntent,
    @Req() request: FastifyRequest,
  ): Promise<PaymentIntentCreated> {
    return this.commandBus.execute(new CreatePaymentIntentCommand(body, this.tickets.fromRequest(request)));
  }

  /**
   * The booking page's payment and done steps: the hold's hosted invoice page to send the guest to, and its status
   * (held, then confirmed once Stripe's webhook lands). Only for the browser holding the reservation's ticket.
   */
  @ApiAccess('reservationTicket')
  @ApiErrors(404)
  @Get('reservations/:id/payment')
  reservationPayment(
    @Param(
      'id',
      new ParseUUIDPipe({
        exceptionFactory: () => new NotFoundException('No reservation with this id. Please start your booking again.'),
      }),
    )
    id: string,
    @Req() request: FastifyRequest,
  ): Promise<ReservationPayment> {
    return this.queryBus.execute(new GetReservationPaymentQuery(id, this.tickets.fromRequest(request)));
  }

  /** Stripe's signed events. The body arrives raw (see create-api-app.ts): the signature covers its exact bytes. */
  @ApiAccess('stripeSignature')
  @Post('payments/webhook')
  @HttpCode(200)
  webhook(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookResult> {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body)) throw new BadRequestException('The webhook body could not be read as sent.');
    return this.commandBus.execute(new HandleStripeWebhookCommand(body, signature));
  }
}
