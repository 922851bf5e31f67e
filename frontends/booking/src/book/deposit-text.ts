import { type ReservationPayment, formatDollars } from '@lakehouse/contracts';

/**
 * What the first payment asks for when the stay's schedule splits it: the deposit now and the balance later, charged
 * to the same card. Null when the whole stay is paid at once.
 */
export function depositText({ dueNow, total }: Pick<ReservationPayment, 'dueNow' | 'total'>): string | null {
  if (dueNow >= total) return null;
  const balance = Math.round((total - dueNow) * 100) / 100;
  return `Due now: ${formatDollars(dueNow)}, the deposit. The balance of ${formatDollars(balance)} is charged later to the same card; your booking page shows when.`;
}
