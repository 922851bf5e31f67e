import { amountMatchesTotal, formatCents } from '@lakehouse/contracts';

/**
 * The page's amount (dollars) against the reservation's stored total (cents): null when they agree within a
 * cent, else the message for the 400. The charge is always the stored total; this only catches a page
 * showing a different price.
 */
export function paymentAmountProblem(amountDollars: number, totalCents: number): string | null {
  if (amountMatchesTotal(amountDollars, totalCents)) return null;
  return `The amount does not match this reservation's total of ${formatCents(totalCents)}.`;
}
