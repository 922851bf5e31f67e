import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, ReservationEntity } from '@lakehouse/server-kit';
import { paidPaymentIntent } from './paid-payment-intent.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/**
 * A guest cancelled a stay paid through Stripe: the policy's share (fixed when they cancelled) goes back to the card.
 * One refund per reservation: the key is the reservation's, so a retried job gets Stripe's first answer.
 */
@Injectable()
export class RefundCancelledStayProcessor {
  private readonly logger = new Logger(RefundCancelledStayProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.RefundCancelledStay)
  async handle({ reservationId, amountCents }: JobPayload<JobName.RefundCancelledStay>): Promise<void> {
    if (!this.stripe)
      throw new Error(`reservation ${reservationId}: a Stripe payment must be refunded but STRIPE_SECRET_KEY is unset`);
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneByOrFail({ id: reservationId });
    const paidWith = reservation.stripeInvoiceId
      ? ({ kind: 'invoice', id: reservation.stripeInvoiceId } as const)
      : ({ kind: 'payment_intent', id: reservation.stripePaymentIntentId! } as const);
    const paymentIntentId = await paidPaymentIntent(this.stripe, paidWith);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: amountCents,
        reason: 'requested_by_customer',
        metadata: { reservationId, why: 'cancelled by the guest' },
      },
      { idempotencyKey: `cancel-refund-${reservationId}` },
    );
    await this.dataSource.query(`UPDATE reservations SET stripe_refund_id = $2, updated_at = now() WHERE id = $1`, [
      reservationId,
      refund.id,
    ]);
    this.logger.log(
      `reservation ${reservationId}: ${amountCents} cents refunded to ${paymentIntentId} (${refund.id}, ${refund.status})`,
    );
  }
}
