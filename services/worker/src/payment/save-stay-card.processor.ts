import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, ReservationEntity } from '@lakehouse/server-kit';
import { paidPaymentIntent } from './paid-payment-intent.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/**
 * Keeps the card that paid a stay's first payment (its invoice, or its own PaymentIntent): the balance is charged to
 * it off session. Only reads Stripe and fills an empty column, so a retry or a second run changes nothing.
 */
@Injectable()
export class SaveStayCardProcessor {
  private readonly logger = new Logger(SaveStayCardProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.SaveStayCard)
  async handle({ reservationId }: JobPayload<JobName.SaveStayCard>): Promise<void> {
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: reservationId });
    if (!this.stripe || !reservation || reservation.stripePaymentMethodId) return;
    const paidWith = reservation.stripeInvoiceId
      ? { kind: 'invoice' as const, id: reservation.stripeInvoiceId }
      : reservation.stripePaymentIntentId
        ? { kind: 'payment_intent' as const, id: reservation.stripePaymentIntentId }
        : null;
    if (!paidWith) return;
    const intent = await this.stripe.paymentIntents.retrieve(await paidPaymentIntent(this.stripe, paidWith));
    const card = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (!card) {
      this.logger.warn(`reservation ${reservationId}: ${intent.id} names no card; the balance will ask the guest`);
      return;
    }
    await this.dataSource.query(
      `UPDATE reservations SET stripe_payment_method_id = COALESCE(stripe_payment_method_id, $2), updated_at = now() WHERE id = $1`,
      [reservationId, card],
    );
    this.logger.log(`reservation ${reservationId}: card ${card} kept for later payments`);
  }
}
