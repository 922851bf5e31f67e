import { MONTH_NAMES } from './month-names.js';
import { addDays } from './iso-dates.js';
import { dayOfYear, monthDayText, seasonDays } from './month-days.js';
import { LONGEST_STAY_NIGHTS, defaultPricingRules } from './pricing-defaults.js';
import type { PricingResponse } from './pricing.js';
import type { PricingRules } from './pricing-rules.js';

/**
 * The one place the price of a stay is computed: the API's quote, the stored reservation and its invoice all come
 * from it (the browser only falls back to it when the pricing service is down). Money is integer cents inside.
 *
 * Spec section 9: room total = the nights' rates (family: 50 % off); subtotal = room total + cleaning + linen;
 * taxes = subtotal x NH rate; total = subtotal + taxes. Each night costs its season's rate, else the weekend rate
 * on Friday and Saturday nights, else the base rate. The card-processing fee, when the host turns it on, is a
 * percentage of subtotal + taxes and part of the total (never added later); when off, the spec's $45 is shown as
 * information only (`stripeFee`) and never added.
 */
export interface Rates {
  baseRateCents: number;
  cleaningFeeCents: number;
  linenFeeCents: number;
  /** Tax rate in parts per million: 0.085 = 85 000. */
  taxRatePpm: number;
  /** The information-only card fee shown when the host charges none. */
  cardFeeCents: number;
  weekendRateCents: number | null;
  seasons: { name: string; start: string; end: string; rateCents: number; minimumNights: number | null }[];
  minimumNights: number;
  maximumNights: number;
  bookingHorizonDays: number | null;
  /** The card-processing fee in hundredths of a percent (3 % = 300), or null when the host charges none. */
  cardFeeBasisPoints: number | null;
}

export const FAMILY_DISCOUNT_PERCENT = 50;
export const MAX_GUESTS = 11;
const INFO_CARD_FEE_CENTS = 4_500;

const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The host's rules (dollars, percent) as the cents and parts the quote computes with. */
export function ratesFromRules(rules: PricingRules): Rates {
  return {
    baseRateCents: toCents(rules.nightlyRate),
    cleaningFeeCents: toCents(rules.cleaningFee),
    linenFeeCents: toCents(rules.linenFee),
    taxRatePpm: Math.round(rules.taxRatePercent * 10_000),
    cardFeeCents: INFO_CARD_FEE_CENTS,
    weekendRateCents: rules.weekendNightlyRate === null ? null : toCents(rules.weekendNightlyRate),
    seasons: rules.seasons.map(({ name, start, end, nightlyRate, minimumNights }) => ({
      name,
      start,
      end,
      rateCents: toCents(nightlyRate),
      minimumNights,
    })),
    minimumNights: rules.minimumNights,
    maximumNights: rules.maximumNights,
    bookingHorizonDays: rules.bookingHorizonDays,
    cardFeeBasisPoints: rules.cardFeePercent ? Math.round(rules.cardFeePercent * 100) : null,
  };
}

/** The spec's fallbacks: 350 / 180 / 80 / 8.5 %, card fee 45 shown for information, no other rule. */
export const defaultRates: Rates = ratesFromRules(defaultPricingRules);

/** One night of a dated stay and what it costs. */
export interface NightlyRate {
  /** The night's date (yyyy-MM-dd): the stay's night from this date to the next. */
  date: string;
  kind: 'season' | 'weekend' | 'base';
  /** The season's name when `kind` is season. */
  season?: string;
  rateCents: number;
}

export interface StayQuote {
  nights: number;
  /** Per night for a dated stay; empty when only a number of nights was asked about (all at the base rate). */
  nightly: NightlyRate[];
  baseRateCents: number;
  lodgingCents: number;
  familySavingsCents: number;
  cleaningFeeCents: number;
  linenFeeCents: number;
  subtotalCents: number;
  taxRatePpm: number;
  taxesCents: number;
  /** The card-processing fee: part of `totalCents` when `cardFeeIncluded`, else information only. */
  cardFeeCents: number;
  cardFeeIncluded: boolean;
  /** subtotal + taxes (+ the card fee when included): what the guest is charged. */
  totalCents: number;
}

/** A stay the house's rules don't allow; the message is for the guest. */
export class StayRefusedError extends Error {
  override readonly name = 'StayRefusedError';
}

type Extras = { includeLinens: boolean; familyDiscount: boolean };
/** Either a number of nights (the spec's pricing call: all at the base rate) or the dates of a stay. */
export type StayToPrice = Extras &
  (
    | { nights: number }
    | { checkIn: string; checkOut: string; /** The house's today: enables the booking horizon. */ today?: string }
  );

const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;
const longDate = (date: string) =>
  `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8))}, ${date.slice(0, 4)}`;

/** Each night's rate: season, else weekend (Friday and Saturday nights), else base. */
function nightlyRates(rates: Rates, checkIn: string, nights: number): NightlyRate[] {
  const seasons = rates.seasons.map((season) => ({ ...season, days: seasonDays(season) }));
  return Array.from({ length: nights }, (_, index) => {
    const date = addDays(checkIn, index);
    const season = seasons.find((candidate) => candidate.days.has(dayOfYear(date.slice(5))));
    if (season) return { date, kind: 'season', season: season.name, rateCents: season.rateCents };
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (rates.weekendRateCents !== null && (weekday === 5 || weekday === 6))
      return { date, kind: 'weekend', rateCents: rates.weekendRateCents };
    return { date, kind: 'base', rateCents: rates.baseRateCents };
  });
}

/** Why the rules refuse this stay, or null. */
function refusal(rates: Rates, stay: StayToPrice, nights: number, nightly: NightlyRate[]): string | null {
  if (nights < 1) return 'Check-out date must be after check-in date.';
  if (nights > rates.maximumNights)
    return `Stays are at most ${nightsText(rates.maximumNights)}; contact us for longer stays.`;
  if (nights < rates.minimumNights) return `Stays are at least ${nightsText(rates.minimumNights)}.`;
  // The seasons the nights fall in, found by date: two seasons may share a name (seasons never overlap).
  const nightDays = nightly.map((night) => dayOfYear(night.date.slice(5)));
  const strictest = rates.seasons
    .filter((season) => season.minimumNights !== null && nights < season.minimumNights)
    .filter((season) => {
      const days = seasonDays(season);
      return nightDays.some((day) => days.has(day));
    })
    .sort((a, b) => b.minimumNights! - a.minimumNights!)[0];
  if (strictest)
    return `Stays from ${monthDayText(strictest.start)} to ${monthDayText(strictest.end)} are at least ${nightsText(strictest.minimumNights!)}.`;
  if ('checkIn' in stay && stay.today && rates.bookingHorizonDays !== null) {
    const lastCheckIn = addDays(stay.today, rates.bookingHorizonDays);
    if (stay.checkIn > lastCheckIn)
      return `Bookings open ${rates.bookingHorizonDays} days ahead: please choose a check-in on or before ${longDate(lastCheckIn)}.`;
  }
  return null;
}

/** The price of a stay under the house's rules; throws StayRefusedError (with the guest's message) when they refuse it. */
export function quoteStay(rates: Rates, stay: StayToPrice): StayQuote {
  const nights = 'nights' in stay ? stay.nights : nightsBetween(stay.checkIn, stay.checkOut);
  const nightly =
    'checkIn' in stay && nights > 0 && nights <= LONGEST_STAY_NIGHTS ? nightlyRates(rates, stay.checkIn, nights) : [];
  const refused = refusal(rates, stay, nights, nightly);
  if (refused) throw new StayRefusedError(refused);
  const roomCents =
    'checkIn' in stay ? nightly.reduce((sum, night) => sum + night.rateCents, 0) : nights * rates.baseRateCents;
  const familySavingsCents = stay.familyDiscount ? Math.round((roomCents * FAMILY_DISCOUNT_PERCENT) / 100) : 0;
  const lodgingCents = roomCents - familySavingsCents;
  const linenFeeCents = stay.includeLinens ? rates.linenFeeCents : 0;
  const subtotalCents = lodgingCents + rates.cleaningFeeCents + linenFeeCents;
  const taxesCents = Math.round((subtotalCents * rates.taxRatePpm) / 1_000_000);
  const cardFeeIncluded = rates.cardFeeBasisPoints !== null;
  const cardFeeCents = cardFeeIncluded
    ? Math.round(((subtotalCents + taxesCents) * rates.cardFeeBasisPoints!) / 10_000)
    : rates.cardFeeCents;
  return {
    nights,
    nightly,
    baseRateCents: rates.baseRateCents,
    lodgingCents,
    familySavingsCents,
    cleaningFeeCents: rates.cleaningFeeCents,
    linenFeeCents,
    subtotalCents,
    taxRatePpm: rates.taxRatePpm,
    taxesCents,
    cardFeeCents,
    cardFeeIncluded,
    totalCents: subtotalCents + taxesCents + (cardFeeIncluded ? cardFeeCents : 0),
  };
}

/** '350' -> 350 00, '0.085' at 6 digits -> 85 000: exact, no float rounding. */
function decimalToUnits(text: string, digits: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`'${text}' is not a decimal number`);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits)))
    throw new Error(`'${text}' has more than ${digits} decimals`);
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
}

/** The property row's four prices (numeric strings) in the rules' units; a missing value falls back to the spec's default. */
export function pricesFromProperty(property: {
  baseRate?: string | null;
  cleaningFee?: string | null;
  linenFee?: string | null;
  taxRate?: string | null;
}) {
  return {
    nightlyRate: property.baseRate ? decimalToUnits(property.baseRate, 2) / 100 : defaultPricingRules.nightlyRate,
    cleaningFee: property.cleaningFee ? decimalToUnits(property.cleaningFee, 2) / 100 : defaultPricingRules.cleaningFee,
    linenFee: property.linenFee ? decimalToUnits(property.linenFee, 2) / 100 : defaultPricingRules.linenFee,
    taxRatePercent: property.taxRate
      ? decimalToUnits(property.taxRate, 6) / 10_000
      : defaultPricingRules.taxRatePercent,
  } satisfies Partial<PricingRules>;
}

/** The property's numeric strings as rates, every other rule at its default. */
export function ratesFromProperty(property: Parameters<typeof pricesFromProperty>[0]): Rates {
  return ratesFromRules({ ...defaultPricingRules, ...pricesFromProperty(property) });
}

export const centsToDollars = (cents: number): number => cents / 100;

/** Night count is the number of days between the dates (yyyy-MM-dd). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The lowest nightly rate any night can have (the base, weekend or a season's rate): 'Starting at' on the site. */
export function lowestNightlyRate(rules: Pick<PricingRules, 'nightlyRate' | 'weekendNightlyRate' | 'seasons'>): number {
  return Math.min(rules.nightlyRate, rules.weekendNightlyRate ?? Infinity, ...rules.seasons.map((s) => s.nightlyRate));
}

/** The spec's response fields, in dollars, from a quote. */
export function pricingResponse(
  quote: Pick<
    StayQuote,
    | 'cleaningFeeCents'
    | 'linenFeeCents'
    | 'lodgingCents'
    | 'subtotalCents'
    | 'cardFeeCents'
    | 'taxesCents'
    | 'totalCents'
    | 'familySavingsCents'
  >,
): PricingResponse {
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

/**
 * Whether a pricing response's card fee is part of its total (the host charges it) rather than information only:
 * the spec's response has no field for it, and the total says it.
 */
export const cardFeeIncludedIn = (
  pricing: Pick<PricingResponse, 'subtotal' | 'taxes' | 'stripeFee' | 'total'>,
): boolean => Math.abs(pricing.subtotal + pricing.taxes + pricing.stripeFee - pricing.total) < 0.005;
