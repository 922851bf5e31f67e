import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler } from '@lakehouse/server-kit';
import { paidPaymentIntent } from './paid-payment-intent.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/**
 * A balance paid twice (the saved card's charge and the guest's own payment of the pay link crossed), or its pay
 * link paid after the stay was cancelled: that payment goes back in full. Keyed by its PaymentIntent, so a retried
 * job refunds once.
 */
@Injectable()
export class RefundSecondPaymentProcessor {
  private readonly logger = new Logger(RefundSecondPaymentProcessor.name);

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null) {}

  @JobHandler(JobName.RefundSecondPayment)
  async handle({ instalmentId, paidWith }: JobPayload<JobName.RefundSecondPayment>): Promise<void> {
    if (!this.stripe)
      throw new Error(`balance ${instalmentId}: a second payment must be refunded but STRIPE_SECRET_KEY is unset`);
    const paymentIntentId = await paidPaymentIntent(this.stripe, paidWith);
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate', metadata: { instalmentId } },
      { idempotencyKey: `second-payment-refund-${paymentIntentId}` },
    );
    this.logger.warn(`balance ${instalmentId}: a payment it did not need, ${paymentIntentId}, refunded (${refund.id})`);
  }
}
