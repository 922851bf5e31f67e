import type { StoredQuote } from '@lakehouse/server-kit';
import { formatDollars, formatStayDate } from './render-email.js';

/** The stay and its price lines, as every booking email shows them. */
export function stayDetails(stay: { checkIn: string; checkOut: string; guests: string }, quote: StoredQuote): [string, string][] {
  return [
    ['Check-in', `${formatStayDate(stay.checkIn)}, from 3:00 PM`],
    ['Check-out', `${formatStayDate(stay.checkOut)}, by 10:00 AM`],
    ['Guests', stay.guests],
    ['Nights', String(quote.nights)],
    ['Lodging', formatDollars(quote.lodgingCents)],
    ...(quote.familySavingsCents > 0 ? ([['Family savings (50% off)', `-${formatDollars(quote.familySavingsCents)}`]] as [string, string][]) : []),
    ['Cleaning fee', formatDollars(quote.cleaningFeeCents)],
    ...(quote.linenFeeCents > 0 ? ([['Linen fee', formatDollars(quote.linenFeeCents)]] as [string, string][]) : []),
    ['NH meals & rooms tax', formatDollars(quote.taxesCents)],
    ['Total', formatDollars(quote.totalCents)],
  ];
}
