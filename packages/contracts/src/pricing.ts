import { z } from 'zod';

/**
 * The one place the price of a stay is computed: the browser uses it for instant display, the API for the
 * quote it stores and charges. Money is integer cents inside.
 *
 * Spec section 9: room total = nights x base rate (family: 50 % off); subtotal = room total + cleaning + linen;
 * taxes = subtotal x NH rate; total = subtotal + taxes, which is what the guest is charged. The card processing
 * fee is information only (the pricing page shows it, as `stripeFee`): it is never added to a total.
 */
export interface Rates {
  baseRateCents: number;
  cleaningFeeCents: number;
  linenFeeCents: number;
  /** Tax rate in parts per million: 0.085 = 85 000. */
  taxRatePpm: number;
  /** Shown as information; not part of any total. */
  cardFeeCents: number;
}

export const FAMILY_DISCOUNT_PERCENT = 50;
export const MAX_NIGHTS = 60;
export const MAX_GUESTS = 11;

/** The spec's fallbacks: 350 / 180 / 80 / 8.5 %, card fee 45. */
export const defaultRates: Rates = {
  baseRateCents: 35_000,
  cleaningFeeCents: 18_000,
  linenFeeCents: 8_000,
  taxRatePpm: 85_000,
  cardFeeCents: 4_500,
};

export interface StayQuote {
  nights: number;
  baseRateCents: number;
  lodgingCents: number;
  familySavingsCents: number;
  cleaningFeeCents: number;
  linenFeeCents: number;
  subtotalCents: number;
  taxesCents: number;
  /** Information only: `totalCents` does not include it. */
  cardFeeCents: number;
  /** subtotal + taxes: what the guest is charged. */
  totalCents: number;
}

export function quoteStay(rates: Rates, stay: { nights: number; includeLinens: boolean; familyDiscount: boolean }): StayQuote {
  const roomCents = stay.nights * rates.baseRateCents;
  const familySavingsCents = stay.familyDiscount ? Math.round((roomCents * FAMILY_DISCOUNT_PERCENT) / 100) : 0;
  const lodgingCents = roomCents - familySavingsCents;
  const linenFeeCents = stay.includeLinens ? rates.linenFeeCents : 0;
  const subtotalCents = lodgingCents + rates.cleaningFeeCents + linenFeeCents;
  const taxesCents = Math.round((subtotalCents * rates.taxRatePpm) / 1_000_000);
  return {
    nights: stay.nights,
    baseRateCents: rates.baseRateCents,
    lodgingCents,
    familySavingsCents,
    cleaningFeeCents: rates.cleaningFeeCents,
    linenFeeCents,
    subtotalCents,
    taxesCents,
    cardFeeCents: rates.cardFeeCents,
    totalCents: subtotalCents + taxesCents,
  };
}

/** '350' -> 350 00, '0.085' at 6 digits -> 85 000: exact, no float rounding. */
function decimalToUnits(text: string, digits: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`'${text}' is not a decimal number`);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) throw new Error(`'${text}' has more than ${digits} decimals`);
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
}

/** The property's numeric strings as rates; a missing value falls back to the spec's default. */
export function ratesFromProperty(property: { baseRate?: string | null; cleaningFee?: string | null; linenFee?: string | null; taxRate?: string | null }): Rates {
  return {
    baseRateCents: property.baseRate ? decimalToUnits(property.baseRate, 2) : defaultRates.baseRateCents,
    cleaningFeeCents: property.cleaningFee ? decimalToUnits(property.cleaningFee, 2) : defaultRates.cleaningFeeCents,
    linenFeeCents: property.linenFee ? decimalToUnits(property.linenFee, 2) : defaultRates.linenFeeCents,
    taxRatePpm: property.taxRate ? decimalToUnits(property.taxRate, 6) : defaultRates.taxRatePpm,
    cardFeeCents: defaultRates.cardFeeCents,
  };
}

export const centsToDollars = (cents: number): number => cents / 100;

/** Night count is the number of days between the dates (yyyy-MM-dd). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** `GET /api/config/pricing`. */
export const pricingConfigSchema = z.object({
  baseNightlyRate: z.number(),
  cleaningFee: z.number(),
  linenFee: z.number(),
  nhTaxRate: z.number(),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/** `POST /api/config/calculate-pricing`. */
export const pricingRequestSchema = z.object({
  nights: z
    .number({ error: 'nights must be a whole number of nights' })
    .int('nights must be a whole number of nights')
    .min(1, 'A stay is at least 1 night')
    .max(MAX_NIGHTS, `A stay is at most ${MAX_NIGHTS} nights`),
  guests: z
    .number({ error: 'guests must be a number' })
    .int('guests must be a whole number')
    .min(1, 'At least 1 guest')
    .max(MAX_GUESTS, `At most ${MAX_GUESTS} guests`),
  includeLinens: z.boolean({ error: 'includeLinens must be true or false' }).optional().default(true),
  familyDiscount: z.boolean({ error: 'familyDiscount must be true or false' }).optional().default(false),
});
export type PricingRequest = z.input<typeof pricingRequestSchema>;

export const pricingResponseSchema = z.object({
  cleaningFee: z.number(),
  linenFee: z.number(),
  lodgingTotal: z.number(),
  subtotal: z.number(),
  stripeFee: z.number(),
  taxes: z.number(),
  total: z.number(),
  familySavings: z.number(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** The spec's response fields, in dollars, from a quote. */
export function pricingResponse(quote: StayQuote): PricingResponse {
  return {
    cleaningFee: centsToDollars(quote.cleaningFeeCents),
    linenFee: centsToDollars(quote.linenFeeCents),
    lodgingTotal: centsToDollars(quote.lodgingCents),
    subtotal: centsToDollars(quote.subtotalCents),
    stripeFee: centsToDollars(quote.cardFeeCents),
    taxes: centsToDollars(quote.taxesCents),
    total: centsToDollars(quote.totalCents),
    familySavings: centsToDollars(quote.familySavingsCents),
  };
}
