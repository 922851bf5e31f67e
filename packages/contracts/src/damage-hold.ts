import { z } from 'zod';

/** Where a stay's hold stands: not placed yet, held on the card, or what became of it. */
export const damageHoldStatusSchema = z.enum([
  'scheduled',
  'placing',
  'placed',
  'failed',
  'released',
  'claimed',
  'lapsed',
]);
export type DamageHoldStatus = z.infer<typeof damageHoldStatusSchema>;

/** A hold on the guest's card: amounts in dollars, times as instants. */
const cardHoldSchema = z.object({
  kind: z.literal('card'),
  amount: z.number(),
  status: damageHoldStatusSchema,
  /** When it is (or was first) placed. */
  placeAt: z.iso.datetime(),
  /** When it is released (or was). */
  releaseAt: z.iso.datetime(),
  /** What the host claimed from it and why (a claim still being taken counts). */
  claimed: z.number().nullable(),
  claimReason: z.string().nullable(),
});

/**
 * `damageHold` of the guest's booking: a hold on the card ('card'), the deposit handled by the host (no card
 * payments, or a stay paid outside them), or no deposit at all (the host set $0, or the stay is not one).
 */
export const guestDamageHoldSchema = z.discriminatedUnion('kind', [
  cardHoldSchema,
  z.object({ kind: z.literal('host'), amount: z.number() }),
  z.object({ kind: z.literal('none') }),
]);
export type GuestDamageHold = z.infer<typeof guestDamageHoldSchema>;

/** `damageHold` of the admin's booking detail: the guest's view plus what the host needs to act on it. */
export const adminDamageHoldSchema = z.discriminatedUnion('kind', [
  cardHoldSchema.extend({
    paymentIntentId: z.string().nullable(),
    /** When the card network drops the current authorization. */
    lapsesAt: z.iso.datetime().nullable(),
    attempts: z.number().int(),
    /** Why the last try to place it failed, as the bank said. */
    lastError: z.string().nullable(),
    /** Whether a claim can be made now (placed, not lapsed, nothing claimed yet). */
    claimable: z.boolean(),
  }),
  z.object({ kind: z.literal('host'), amount: z.number() }),
  z.object({ kind: z.literal('none') }),
]);
export type AdminDamageHold = z.infer<typeof adminDamageHoldSchema>;

/** `POST /api/admin/reservations/:id/damage-hold/claim`: part or all of the hold, in dollars, and why. */
export const damageHoldClaimSchema = z.object({
  amount: z
    .number({ error: 'Amount must be an amount in dollars' })
    .min(0.01, 'Amount must be more than $0')
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'Amount has at most 2 decimals'),
  reason: z
    .string({ error: 'Say why you claim it: the guest reads it' })
    .trim()
    .min(3, 'Say why you claim it: the guest reads it')
    .max(500, 'The reason is at most 500 characters'),
});
export type DamageHoldClaim = z.output<typeof damageHoldClaimSchema>;
