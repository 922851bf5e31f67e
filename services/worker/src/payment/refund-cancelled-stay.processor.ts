import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, ReservationEntity, firstInstalment, loadInstalments } from '@lakehouse/server-kit';
import { paidPaymentIntent } from './paid-payment-intent.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/**
 * A stay paid through Stripe was cancelled: what was fixed then (the policy's share when the guest cancelled, the
 * host's choice when they did) goes back to the card.
 * One refund per payment refunded: the keys are the reservation's, so a retried job gets Stripe's first answers.
 */
@Injectable()
export class RefundCancelledStayProcessor {
  private readonly logger = new Logger(RefundCancelledStayProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.RefundCancelledStay)
  async handle({
    reservationId,
    amountCents,
    cancelledBy = 'guest',
  }: JobPayload<JobName.RefundCancelledStay>): Promise<void> {
    if (!this.stripe)
      throw new Error(`reservation ${reservationId}: a Stripe payment must be refunded but STRIPE_SECRET_KEY is unset`);
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneByOrFail({ id: reservationId });
    const paidWith = reservation.stripeInvoiceId
      ? ({ kind: 'invoice', id: reservation.stripeInvoiceId } as const)
      : ({ kind: 'payment_intent', id: reservation.stripePaymentIntentId! } as const);
    // A stay paying in instalments paid twice by card: the first payment gives back what it can, its balance the rest.
    const instalments = await loadInstalments(this.dataSource.manager, reservationId);
    const balance = instalments.find((row) => row.kind === 'balance' && row.status === 'paid' && row.paidBy === 'card');
    const firstCents = firstInstalment(instalments)?.amountCents ?? reservation.totalCents;
    const fromFirst = balance ? Math.min(amountCents, firstCents) : amountCents;
    const why = `cancelled by the ${cancelledBy}`;
    const refund = await this.refund(await paidPaymentIntent(this.stripe, paidWith), fromFirst, reservationId, why, '');
    await this.dataSource.query(`UPDATE reservations SET stripe_refund_id = $2, updated_at = now() WHERE id = $1`, [
      reservationId,
      refund.id,
    ]);
    const rest = amountCents - fromFirst;
    if (balance && rest > 0) {
      const balanceWith = balance.stripePaymentIntentId
        ? ({ kind: 'payment_intent', id: balance.stripePaymentIntentId } as const)
        : ({ kind: 'invoice', id: balance.stripeInvoiceId! } as const);
      await this.refund(await paidPaymentIntent(this.stripe, balanceWith), rest, reservationId, why, '-balance');
    }
  }

  private async refund(
    paymentIntentId: string,
    amountCents: number,
    reservationId: string,
    why: string,
    keySuffix: string,
  ) {
    const refund = await this.stripe!.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: amountCents,
        reason: 'requested_by_customer',
        metadata: { reservationId, why },
      },
      { idempotencyKey: `cancel-refund-${reservationId}${keySuffix}` },
    );
    this.logger.log(
      `reservation ${reservationId}: ${amountCents} cents refunded to ${paymentIntentId} (${refund.id}, ${refund.status})`,
    );
    return refund;
  }
}
