import { z } from 'zod';
import { arrivalStatusSchema } from './arrival-details.js';
import { guestDamageHoldSchema } from './damage-hold.js';
import { guestDoorCodeSchema } from './door-codes.js';
import { instalmentViewSchema } from './payment-schedule.js';
import { pricingResponseSchema } from './pricing.js';
import { reviewStatusSchema } from './reviews.js';

/** `?key=` of the guest's booking page and its calls: the signed key every email's link carries. */
export const guestBookingKeySchema = z.object({
  key: z.string({ error: 'The booking link is incomplete.' }).min(1, 'The booking link is incomplete.').max(100),
});

/** What cancelling now would give back, shown before the guest confirms; null when the booking can't be cancelled. */
export const cancellationQuoteSchema = z.object({
  /** 1, 0.5 or 0 of what was paid; for an unpaid hold or an inquiry nothing was charged. */
  refundShare: z.union([z.literal(1), z.literal(0.5), z.literal(0)]),
  refund: z.number(),
  paid: z.boolean(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** `GET /api/bookings/{reference}?key=`: the guest's own booking, as their booking page shows it. */
export const guestBookingSchema = z.object({
  reference: z.string(),
  status: z.enum(['inquiry', 'held', 'confirmed', 'expired', 'cancelled']),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guestName: z.string(),
  guestCount: z.number().int(),
  holdExpiresAt: z.iso.datetime().nullable(),
  /** Whether the site has sent the invoice with its payment link (never, with manual payments: the host sends it). */
  invoiceSent: z.boolean(),
  pricing: pricingResponseSchema,
  /** Set while the booking may still be cancelled. */
  cancellation: cancellationQuoteSchema.nullable(),
  /** After the guest cancelled a paid stay: what goes back, in dollars. */
  refunded: z.number().nullable(),
  /** Whether the page offers the review form: 'open' after check-out of a confirmed stay, until the guest has reviewed. */
  review: reviewStatusSchema,
  /** Who is coming, when, and in which cars: asked before arrival. */
  arrival: arrivalStatusSchema,
  /** The door code, once it is time and the stay is ready for it. */
  doorCode: guestDoorCodeSchema,
  /** The damage deposit: held on the card (when, how much, released when, any claim), or handled by the host. */
  damageHold: guestDamageHoldSchema,
  /** What was paid and when, what is due when, and a declined balance's pay link. */
  payments: z.array(instalmentViewSchema),
});
export type GuestBooking = z.infer<typeof guestBookingSchema>;

export const BOOKING_NOT_FOUND = 'We could not find this booking. Please open the link in your booking email again.';
