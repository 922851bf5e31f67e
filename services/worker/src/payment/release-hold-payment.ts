import type Stripe from 'stripe';
import type { ReservationEntity } from '@lakehouse/server-kit';

/** PaymentIntent states Stripe lets us cancel: nothing has been charged yet. */
const CANCELLABLE_INTENT = new Set<Stripe.PaymentIntent.Status>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

/**
 * Makes a hold's Stripe payment impossible once the hold no longer keeps its nights: an open invoice is voided,
 * a draft one deleted, an unpaid PaymentIntent cancelled. What is already paid is left alone (the webhook decides
 * whether that late money confirms the stay or is refunded). Safe to run again: each call carries a key derived
 * from the object, and an object already voided or cancelled is skipped. Returns what it did, for the log.
 */
export async function releaseHoldPayment(
  stripe: Stripe,
  reservation: Pick<ReservationEntity, 'id' | 'stripeInvoiceId' | 'stripePaymentIntentId'>,
): Promise<string[]> {
  const done: string[] = [];
  if (reservation.stripeInvoiceId) {
    const invoice = await stripe.invoices.retrieve(reservation.stripeInvoiceId);
    if (invoice.status === 'open') {
      await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void-${invoice.id}` });
      done.push(`voided invoice ${invoice.id}`);
    } else if (invoice.status === 'draft') {
      await stripe.invoices.del(invoice.id);
      done.push(`deleted draft invoice ${invoice.id}`);
    } else {
      done.push(`left invoice ${invoice.id} (${invoice.status})`);
    }
  }
  if (reservation.stripePaymentIntentId) {
    const intent = await stripe.paymentIntents.retrieve(reservation.stripePaymentIntentId);
    if (CANCELLABLE_INTENT.has(intent.status)) {
      await stripe.paymentIntents.cancel(
        intent.id,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `cancel-${intent.id}` },
      );
      done.push(`cancelled payment intent ${intent.id}`);
    } else {
      done.push(`left payment intent ${intent.id} (${intent.status})`);
    }
  }
  return done;
}
