import { z } from 'zod';
import { storedDamageHoldSchema } from './damage-hold-settings.js';
import { isMonthDay, seasonDays } from './month-days.js';
import { defaultPaymentSchedule, paymentScheduleSchema } from './payment-schedule.js';
import { LONGEST_BOOKING_HORIZON_DAYS, LONGEST_STAY_NIGHTS } from './pricing-defaults.js';
import { oneLine } from './text-rules.js';

/** Dollars with at most two decimals (whole cents), so the cents are exact. */
const dollars = (label: string, min: number) =>
  z
    .number({ error: `${label} must be an amount in dollars` })
    .min(min, min > 0 ? `${label} is at least $${min}` : `${label} can't be negative`)
    .max(100_000, `${label} is at most $100,000`)
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      `${label} has at most 2 decimals (whole cents)`,
    );

const percent = (label: string, max: number, decimals: number) =>
  z
    .number({ error: `${label} must be a percentage` })
    .min(0, `${label} can't be negative`)
    .max(max, `${label} is at most ${max}%`)
    .refine(
      (value) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6,
      `${label} has at most ${decimals} decimals`,
    );

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is at least ${min}`)
    .max(max, `${label} is at most ${max}`);

const monthDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isMonthDay, `${label} must be a day of the year written MM-DD, such as 07-01`);

/**
 * A season: the nights from `start` to `end` inclusive (month-day, so it repeats every year; `end` before `start`
 * wraps over New Year), at its own nightly rate, with an optional minimum stay for stays touching it.
 */
export const seasonSchema = z.object({
  name: z
    .string({ error: 'Season name is required' })
    .trim()
    .min(1, 'Season name is required')
    .max(60, 'Season name is at most 60 characters')
    .refine(...oneLine('Season name')),
  start: monthDay('First night'),
  end: monthDay('Last night'),
  nightlyRate: dollars('Season nightly rate', 1),
  minimumNights: wholeNumber('Season minimum nights', 1, LONGEST_STAY_NIGHTS).nullable(),
});
export type Season = z.output<typeof seasonSchema>;

/**
 * `PUT /api/admin/pricing` body's `rules`, and the admin form's schema: the prices and stay rules the quote, the
 * booking and the invoice all use. Money in dollars (whole cents), rates in percent. null means "none": no weekend
 * rate (weekends at the season or base rate), no booking horizon (any date), the server's MAX_UNPAID_HOLDS_PER_CODE,
 * no card-processing fee. A season's rate wins over the weekend rate on its nights.
 */
export const pricingRulesSchema = z
  .object({
    nightlyRate: dollars('Nightly rate', 1),
    cleaningFee: dollars('Cleaning fee', 0),
    linenFee: dollars('Linen fee', 0),
    taxRatePercent: percent('Tax rate', 30, 3),
    weekendNightlyRate: dollars('Weekend nightly rate', 1).nullable(),
    seasons: z.array(seasonSchema).max(20, 'At most 20 seasons'),
    minimumNights: wholeNumber('Minimum nights', 1, LONGEST_STAY_NIGHTS),
    maximumNights: wholeNumber('Maximum nights', 1, LONGEST_STAY_NIGHTS),
    bookingHorizonDays: wholeNumber('Booking horizon', 1, LONGEST_BOOKING_HORIZON_DAYS).nullable(),
    maxUnpaidHoldsPerCode: wholeNumber('Unpaid holds per code', 1, 20).nullable(),
    cardFeePercent: percent('Card processing fee', 10, 2).nullable(),
    damageHold: storedDamageHoldSchema,
    /** Rules saved before the schedule existed pay in full at booking. */
    paymentSchedule: paymentScheduleSchema.default(defaultPaymentSchedule),
  })
  .superRefine((rules, context) => {
    if (rules.maximumNights < rules.minimumNights) {
      context.addIssue({
        code: 'custom',
        path: ['maximumNights'],
        message: 'Maximum nights must be at least the minimum nights',
      });
    }
    const covered = new Map<number, string>();
    rules.seasons.forEach((season, index) => {
      if (season.minimumNights !== null && season.minimumNights > rules.maximumNights) {
        context.addIssue({
          code: 'custom',
          path: ['seasons', index, 'minimumNights'],
          message: "A season's minimum nights can't exceed the maximum nights",
        });
      }
      if (!isMonthDay(season.start) || !isMonthDay(season.end)) return;
      for (const day of seasonDays(season)) {
        const other = covered.get(day);
        if (other !== undefined) {
          context.addIssue({
            code: 'custom',
            path: ['seasons', index, 'start'],
            message: `${season.name || 'This season'} overlaps ${other}`,
          });
          return;
        }
      }
      for (const day of seasonDays(season)) covered.set(day, season.name || `season ${index + 1}`);
    });
  });
export type PricingRulesInput = z.input<typeof pricingRulesSchema>;
export type PricingRules = z.output<typeof pricingRulesSchema>;

/** `PUT /api/admin/pricing`: the rules and the version the form started from (409 if another save came between). */
export const pricingRulesUpdateSchema = z.object({
  rules: pricingRulesSchema,
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more'),
});
export type PricingRulesUpdate = z.output<typeof pricingRulesUpdateSchema>;

/** `GET`/`PUT /api/admin/pricing`: the saved rules, their version, and the server's unpaid-holds setting (used when unset). */
export const adminPricingRulesSchema = z.object({
  rules: pricingRulesSchema,
  version: z.number().int(),
  updatedAt: z.string(),
  serverMaxUnpaidHoldsPerCode: z.number().int(),
});
export type AdminPricingRules = z.infer<typeof adminPricingRulesSchema>;

/** `GET /api/admin/pricing/changes`: every save, newest first, with the rules it changed. */
export const pricingRulesChangesSchema = z.array(
  z.object({ version: z.number().int(), changedAt: z.string(), changedFields: z.array(z.string()) }),
);
export type PricingRulesChanges = z.infer<typeof pricingRulesChangesSchema>;

export const STALE_PRICING_MESSAGE =
  'Someone else saved the prices while you were editing; reload to see their changes, then save again.';
