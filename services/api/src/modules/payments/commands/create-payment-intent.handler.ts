import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { AGREEMENT_SIGNATURE_NEEDED, MANUAL_PAYMENT_MESSAGE, type PaymentIntentCreated } from '@lakehouse/contracts';
import { ReservationEntity, type ReservationStatus, agreementSignatureNeeded } from '@lakehouse/server-kit';
import { paymentAmountProblem } from '../payment-amount.js';
import { STRIPE } from '../payment-options.js';
import { CreatePaymentIntentCommand } from './create-payment-intent.command.js';

const NOT_YOUR_PAYMENT = 'A payment can only be started from the browser that made this reservation.';

const NOT_PAYABLE: Record<Exclude<ReservationStatus, 'held'>, string> = {
  inquiry: 'This is an inquiry, not a held booking: the host will contact you about payment.',
  confirmed: 'This reservation is already paid and confirmed.',
  expired: 'The 24-hour hold on these dates has ended. Please choose your dates again.',
  cancelled: 'This reservation was cancelled.',
};

/**
 * A Stripe PaymentIntent for a held reservation, always for the server's stored total, and only once the rental
 * agreement is signed when one is needed. One intent per reservation: the stored id is reused, and the create
 * carries the key `pi-<reservationId>`.
 */
@CommandHandler(CreatePaymentIntentCommand)
export class CreatePaymentIntentHandler implements ICommandHandler<CreatePaymentIntentCommand> {
  private readonly logger = new Logger(CreatePaymentIntentHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  async execute({ request, ticketReservationId }: CreatePaymentIntentCommand): Promise<PaymentIntentCreated> {
    // First, before anything that tells a stranger whether the id exists or what it costs.
    if (ticketReservationId !== request.reservationId) throw new ForbiddenException(NOT_YOUR_PAYMENT);
    // Manual mode is a normal way to run, not a fault: 409 (a 5xx would be logged as a bug). Nothing pretends
    // to charge; the page shows the message and takes its manual path.
    if (!this.stripe) throw new ConflictException(MANUAL_PAYMENT_MESSAGE);
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: request.reservationId });
    if (!reservation) throw new NotFoundException('No reservation with this id. Please start your booking again.');
    if (reservation.status !== 'held') throw new ConflictException(NOT_PAYABLE[reservation.status]);
    if (reservation.holdExpiresAt && reservation.holdExpiresAt.getTime() <= Date.now()) {
      throw new ConflictException(NOT_PAYABLE.expired);
    }
    const problem = paymentAmountProblem(request.amount, reservation.totalCents);
    if (problem) throw new BadRequestException(problem);
    // The host's published rental agreement is signed before any money is taken.
    if (await agreementSignatureNeeded(this.dataSource.manager, reservation.id))
      throw new ConflictException(AGREEMENT_SIGNATURE_NEEDED);

    const intent = await this.intentFor(this.stripe, reservation);
    if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
    return { clientSecret: intent.client_secret, amount: intent.amount / 100, currency: 'usd' };
  }

  private async intentFor(stripe: Stripe, reservation: ReservationEntity): Promise<Stripe.PaymentIntent> {
    try {
      // The stored total never changes while the hold lasts, so the stored intent is the right one.
      if (reservation.stripePaymentIntentId)
        return await stripe.paymentIntents.retrieve(reservation.stripePaymentIntentId);
      const intent = await stripe.paymentIntents.create(
        {
          amount: reservation.totalCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: `Stay ${reservation.checkIn} to ${reservation.checkOut}`,
          receipt_email: reservation.guestEmail,
          metadata: { reservationId: reservation.id },
        },
        { idempotencyKey: `pi-${reservation.id}` },
      );
      await this.dataSource.query(
        `UPDATE reservations SET stripe_payment_intent_id = $2, updated_at = now() WHERE id = $1`,
        [reservation.id, intent.id],
      );
      return intent;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.error(`reservation ${reservation.id}: Stripe refused or was unreachable: ${error.message}`);
        throw new BadGatewayException('Failed to initialize payment. Please try again.');
      }
      throw error;
    }
  }
}
