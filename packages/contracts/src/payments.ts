import { z } from 'zod';

/**
 * `POST /api/create-payment-intent`: the booking page asks for a card payment of a held reservation.
 * `amount` is what the page shows, in dollars; the server charges its own stored total and only uses this
 * to refuse a page that shows a different price.
 */
export const createPaymentIntentSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number of dollars' })
    .nonnegative('amount must not be negative')
    .max(1_000_000, 'amount is too large'),
  reservationId: z.uuid('reservationId must be a reservation id'),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;
export type CreatePaymentIntent = z.output<typeof createPaymentIntentSchema>;

/** The answer: the Stripe client secret for the card form, and the amount charged (dollars, the server's total). */
export const paymentIntentCreatedSchema = z.object({
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.literal('usd'),
});
export type PaymentIntentCreated = z.infer<typeof paymentIntentCreatedSchema>;

/** The 409 message of create-payment-intent when STRIPE_SECRET_KEY is unset: the page takes its manual path. */
export const MANUAL_PAYMENT_MESSAGE = 'Online payment is not set up: the host will send your invoice within 24 hours.';

/** Stripe amounts are integer cents: a page total within one cent of the server's total is the same price. */
export function amountMatchesTotal(amountDollars: number, totalCents: number): boolean {
  return Math.abs(Math.round(amountDollars * 100) - totalCents) <= 1;
}

/**
 * `GET /api/reservations/{id}/payment`: how the booking page's last steps follow a reservation this browser made.
 * `payment` says whether Stripe takes the money on its hosted invoice page (`online`) or the host sends the invoice
 * (`manual`); `payUrl` is the hold's hosted invoice page once the worker has made it (null before, and once paid).
 */
export const reservationPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(['inquiry', 'held', 'confirmed', 'expired', 'cancelled']),
  payment: z.enum(['online', 'manual']),
  payUrl: z.url().nullable(),
  holdExpiresAt: z.iso.datetime().nullable(),
  total: z.number(),
  /** What the first payment asks for: the deposit when the stay's schedule splits it, else the total. */
  dueNow: z.number(),
  /**
   * While the host's rental agreement must still be signed: the guest's booking page, where they read and sign it
   * (`payUrl` is null until then). Absent when no signature is needed.
   */
  signAgreementUrl: z.url().optional(),
});
export type ReservationPayment = z.infer<typeof reservationPaymentSchema>;
