import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, OutboxRelay, writeOutboxEntry } from '@lakehouse/server-kit';
import { paidPaymentIntent } from './paid-payment-intent.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/**
 * Money that arrived for an expired or cancelled stay whose nights were taken meanwhile goes back in full. The
 * refund is keyed by the PaymentIntent, so a retried job, or the invoice's and the PaymentIntent's events for one
 * payment, make one refund; the refund id is stored and the emails to guest and host are written in the same
 * transaction, once.
 */
@Injectable()
export class RefundLatePaymentProcessor {
  private readonly logger = new Logger(RefundLatePaymentProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.RefundLatePayment)
  async handle({ reservationId, paidWith }: JobPayload<JobName.RefundLatePayment>): Promise<void> {
    if (!this.stripe)
      throw new Error(`reservation ${reservationId}: a Stripe payment must be refunded but STRIPE_SECRET_KEY is unset`);
    const paymentIntentId = await paidPaymentIntent(this.stripe, paidWith);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        reason: 'requested_by_customer',
        metadata: { reservationId, why: 'late payment for nights no longer free' },
      },
      { idempotencyKey: `late-refund-${paymentIntentId}` },
    );
    const firstRefund = await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ id: string }[], number]>(
        `UPDATE reservations SET stripe_refund_id = $2, updated_at = now() WHERE id = $1 AND stripe_refund_id IS NULL RETURNING id`,
        [reservationId, refund.id],
      );
      if (rows.length === 0) return false;
      await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId, email: 'late-payment-refunded' });
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId,
        email: 'host-late-payment-refunded',
      });
      return true;
    });
    this.logger.log(
      `reservation ${reservationId}: late payment ${paymentIntentId} refunded in full (${refund.id}, ${refund.status})`,
    );
    if (firstRefund) this.relay.nudge();
  }
}
