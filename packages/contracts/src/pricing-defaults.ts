import { DEFAULT_DAMAGE_HOLD } from './damage-hold-settings.js';
import { defaultPaymentSchedule } from './payment-schedule.js';
import type { PricingRules } from './pricing-rules.js';

/** No stay is ever longer than this, whatever the host sets (requests are refused before any rule is read). */
export const LONGEST_STAY_NIGHTS = 365;
/** How far ahead the host may open the calendar at most. */
export const LONGEST_BOOKING_HORIZON_DAYS = 3 * 365;

/** The spec's prices (350 / 180 / 80 / 8.5 %) and no other rule: what a new house starts from. */
export const defaultPricingRules: PricingRules = {
  nightlyRate: 350,
  cleaningFee: 180,
  linenFee: 80,
  taxRatePercent: 8.5,
  weekendNightlyRate: null,
  seasons: [],
  minimumNights: 1,
  maximumNights: 60,
  bookingHorizonDays: null,
  maxUnpaidHoldsPerCode: null,
  cardFeePercent: null,
  damageHold: DEFAULT_DAMAGE_HOLD,
  paymentSchedule: defaultPaymentSchedule,
};
