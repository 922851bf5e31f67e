import type Stripe from 'stripe';

/** Where a stay's money came in: a paid invoice (Stripe made its PaymentIntent) or a PaymentIntent of our own. */
export type PaidWith = { kind: 'invoice' | 'payment_intent'; id: string };

/** The PaymentIntent that paid: to refund it, or to find the card it was paid with. */
export async function paidPaymentIntent(stripe: Stripe, paidWith: PaidWith): Promise<string> {
  if (paidWith.kind === 'payment_intent') return paidWith.id;
  const payments = await stripe.invoicePayments.list({ invoice: paidWith.id, status: 'paid' });
  const intent = payments.data.find((payment) => payment.payment.payment_intent)?.payment.payment_intent;
  if (!intent) throw new Error(`invoice ${paidWith.id} shows no paid PaymentIntent to refund`);
  return typeof intent === 'string' ? intent : intent.id;
}
