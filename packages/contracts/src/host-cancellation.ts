import { z } from 'zod';

/**
 * What goes back to the guest when the host cancels a stay the guest has paid for: all of it (the host's reason, not
 * the guest's), the cancellation policy's share as if the guest had cancelled today, or nothing.
 */
export const hostRefundSchema = z.enum(['full', 'policy', 'none']);
export type HostRefund = z.infer<typeof hostRefundSchema>;

/** `POST /api/admin/reservations/:id/cancel`: `refund` is asked for when the stay has been paid, and ignored otherwise. */
export const cancelReservationSchema = z.object({ refund: hostRefundSchema.optional() });
export type CancelReservation = z.infer<typeof cancelReservationSchema>;

/** In a confirmed stay's detail, in dollars: what the guest has paid and what each refund choice would give back today. */
export const hostCancellationQuoteSchema = z.object({
  paid: z.number(),
  policyRefund: z.number(),
  /** Paid through Stripe: a refund goes back to the card by itself. Otherwise the host refunds it. */
  byCard: z.boolean(),
});
export type HostCancellationQuote = z.infer<typeof hostCancellationQuoteSchema>;

/** The message of a cancel call for a paid stay that does not say what goes back. */
export const refundChoiceNeeded = (paid: string): string =>
  `The guest has paid ${paid} for this stay. Say what goes back to them: all of it, the cancellation policy's share, or nothing.`;
