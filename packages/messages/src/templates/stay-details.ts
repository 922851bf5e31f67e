import {
  cancellationPolicyText,
  dateInPropertyZone,
  priceBreakdown,
  priceLineAmountText,
  pricingResponse,
} from '@lakehouse/contracts';
import type { StoredQuote } from '@lakehouse/server-kit';
import type { EmailProperty } from './email-property.js';
import { formatStayDate } from './render-email.js';

/** The stay and its price lines (the same lines as the site and the admin), as every booking email shows them, with the house's check-in and check-out times. */
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
    ...priceBreakdown(pricingResponse(quote), quote.nights).map((line): [string, string] => [
      line.label,
      priceLineAmountText(line),
    ]),
  ];
}

/** The cancellation policy as it stands for this stay today: a stay days away is not promised free cancellation. */
export const cancellationLine = (checkIn: string, now: Date = new Date()): string =>
  cancellationPolicyText(checkIn, dateInPropertyZone(now));
