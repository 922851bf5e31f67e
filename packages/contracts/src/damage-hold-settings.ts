import { z } from 'zod';

/**
 * The damage deposit the house holds on the guest's card (an authorization, not a charge), as the host sets it in
 * /admin/pricing: the amount in dollars (0: no hold), how many days before check-in it is placed, and how many days
 * after check-out it is released. Stored inside the pricing rules; rules saved before it existed get the defaults.
 */
export const damageHoldSettingsSchema = z.object({
  amount: z
    .number({ error: 'Damage deposit must be an amount in dollars' })
    .int('Damage deposit is a whole number of dollars')
    .min(0, "Damage deposit can't be negative")
    .max(5_000, 'Damage deposit is at most $5,000'),
  placeDaysBeforeCheckIn: z
    .number({ error: 'Days before check-in must be a whole number' })
    .int('Days before check-in must be a whole number')
    .min(0, 'Days before check-in is at least 0 (check-in day)')
    // A card authorization lasts about 7 days: placed earlier, it would lapse before arrival.
    .max(6, 'Days before check-in is at most 6: a card hold lapses after about 7 days'),
  releaseDaysAfterCheckOut: z
    .number({ error: 'Days after check-out must be a whole number' })
    .int('Days after check-out must be a whole number')
    .min(1, 'Days after check-out is at least 1')
    .max(30, 'Days after check-out is at most 30'),
});
export type DamageHoldSettings = z.output<typeof damageHoldSettingsSchema>;

/** What the policies page promises: $250, placed the day before arrival, released 7 days after check-out. */
export const DEFAULT_DAMAGE_HOLD: DamageHoldSettings = {
  amount: 250,
  placeDaysBeforeCheckIn: 1,
  releaseDaysAfterCheckOut: 7,
};

/** The settings as stored in the pricing rules: absent (rules saved before them) means the defaults. */
export const storedDamageHoldSchema = damageHoldSettingsSchema.default(DEFAULT_DAMAGE_HOLD);
