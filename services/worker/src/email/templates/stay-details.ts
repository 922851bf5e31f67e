import { formatCents } from '@lakehouse/contracts';
import type { StoredQuote } from '@lakehouse/server-kit';
import type { EmailProperty } from './email-property.js';
import { formatStayDate } from './render-email.js';

/** The stay and its price lines, as every booking email shows them, with the house's check-in and check-out times. */
export function stayDetails(
  stay: { checkIn: string; checkOut: string; guests: string },
  quote: StoredQuote,
  times: Pick<EmailProperty, 'checkIn' | 'checkOut'>,
): [string, string][] {
  return [
    ['Check-in', `${formatStayDate(stay.checkIn)}, from ${times.checkIn}`],
    ['Check-out', `${formatStayDate(stay.checkOut)}, by ${times.checkOut}`],
    ['Guests', stay.guests],
    ['Nights', String(quote.nights)],
    ['Lodging', formatCents(quote.lodgingCents)],
    ...(quote.familySavingsCents > 0
      ? ([['Family savings (50% off)', `-${formatCents(quote.familySavingsCents)}`]] as [string, string][])
      : []),
    ['Cleaning fee', formatCents(quote.cleaningFeeCents)],
    ...(quote.linenFeeCents > 0 ? ([['Linen fee', formatCents(quote.linenFeeCents)]] as [string, string][]) : []),
    ['NH meals & rooms tax', formatCents(quote.taxesCents)],
    ...(quote.cardFeeIncluded
      ? ([['Card processing fee', formatCents(quote.cardFeeCents)]] as [string, string][])
      : []),
    ['Total', formatCents(quote.totalCents)],
  ];
}
