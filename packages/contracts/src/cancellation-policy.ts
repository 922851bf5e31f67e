import { nightsBetween } from './stay-quote.js';

/**
 * The share of the paid total a guest gets back when they cancel on `today` (both dates in the house's time zone):
 * 14 days or more before check-in, all of it; 7 to 13 days, half; under 7 days, none (the spec's cancellation policy).
 */
export function cancellationRefundShare(checkIn: string, today: string): 1 | 0.5 | 0 {
  const daysBefore = nightsBetween(today, checkIn);
  if (daysBefore >= 14) return 1;
  if (daysBefore >= 7) return 0.5;
  return 0;
}

/** The refund in cents for a cancellation on `today` of a stay that paid `paidCents` (half rounds down to the cent). */
export const cancellationRefundCents = (paidCents: number, checkIn: string, today: string): number =>
  Math.floor(paidCents * cancellationRefundShare(checkIn, today));
