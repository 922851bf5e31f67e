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

/** The spec's booking-page policy, true of a stay whose check-in is 14 days away or more. */
export const FREE_CANCELLATION_TEXT = 'Free cancellation up to 14 days before check-in.';

/**
 * The cancellation policy as it applies to a stay booked `today`: the spec's sentence while free cancellation is
 * still open, else the tier the stay is already in (a stay 4 days out has no free cancellation to promise).
 */
export function cancellationPolicyText(checkIn: string | null, today: string): string {
  if (!checkIn) return FREE_CANCELLATION_TEXT;
  const daysBefore = nightsBetween(today, checkIn);
  const away = `Check-in is ${daysBefore} day${daysBefore === 1 ? '' : 's'} away`;
  switch (cancellationRefundShare(checkIn, today)) {
    case 1:
      return FREE_CANCELLATION_TEXT;
    case 0.5:
      return `${away}, inside the 14 days of free cancellation: cancelling refunds 50% of the accommodation until 7 days before check-in, and nothing after.`;
    case 0:
      return `${away}, under 7 days: under the cancellation policy a cancellation gets no refund.`;
  }
}
