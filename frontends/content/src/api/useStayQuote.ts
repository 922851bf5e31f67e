import type { AvailabilityResponse, PriceLine, PricingResponse } from '@lakehouse/contracts';
import { apiRequest, getJson, useLatestAnswer, useToday } from '@lakehouse/web-kit';

/** A price line as every page shows it: 'Cleaning fee', '$180.00'. */
export interface QuoteLine {
  key: PriceLine['key'];
  label: string;
  amount: string;
}

export type StayQuote =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'priced'; lines: QuoteLine[] }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The house's today: an earlier check-in is refused before anything is asked. */
  today: string;
}

/** Whether every night of the stay is free, and the API's answer to its price (the answer, or why not). */
async function quoteOf({ checkIn, checkOut, guests, today }: StayRequest): Promise<StayQuote> {
  // The contracts (with zod) come with the first quote, not with the page.
  const [contracts, { apiErrorMessage }] = await Promise.all([
    import('@lakehouse/contracts'),
    import('@lakehouse/web-kit/api-error-message'),
  ]);
  if (checkIn < today) return { status: 'refused', message: contracts.DATE_PAST };
  const nights = { startDate: checkIn, endDate: contracts.addDays(checkOut, -1) };
  const request = { checkInDate: checkIn, checkOutDate: checkOut, guests, includeLinens: true };
  const [taken, pricing] = await Promise.all([
    // Dates in the wrong order have no nights to look up: the quote says what is wrong with them.
    checkOut > checkIn
      ? getJson<AvailabilityResponse>(contracts.availabilityPath(nights)).then((free) => free.blockedDates.length > 0)
      : false,
    apiRequest('POST', '/api/config/calculate-pricing', request).then(
      async (response) => ({ answer: (await response.json()) as PricingResponse }),
      (error: unknown) => {
        const refusal = error instanceof Error && error.message.startsWith('400:') && apiErrorMessage(error);
        if (!refusal) throw error;
        return { refusal };
      },
    ),
  ]);
  if (taken) return { status: 'refused', message: contracts.DATES_TAKEN };
  if ('refusal' in pricing) return { status: 'refused', message: pricing.refusal };
  const lines = contracts.priceBreakdown(pricing.answer, contracts.nightsBetween(checkIn, checkOut));
  return {
    status: 'priced',
    lines: lines.map((line) => ({ key: line.key, label: line.label, amount: contracts.priceLineAmountText(line) })),
  };
}

/**
 * The price of a stay chosen on the home page's booking card, as /book gets it: the API's quote under the house's
 * rules (`POST /api/config/calculate-pricing`), in the lines every page shows, or the rules' refusal in the API's
 * words ('Stays from July 1 to August 31 are at least 3 nights.'); and the spec's refusal when a night is taken
 * (`GET /api/availability`) or the check-in is past. 'none' until both dates are chosen.
 */
export function useStayQuote(checkIn: string, checkOut: string, guests: number): StayQuote {
  const today = useToday();
  const requestKey = checkIn && checkOut ? `${checkIn} ${checkOut} ${guests}` : null;
  const quote = useLatestAnswer(requestKey, () =>
    quoteOf({ checkIn, checkOut, guests, today }).catch((): StayQuote => ({ status: 'failed' })),
  );
  if (!requestKey) return { status: 'none' };
  return quote ?? { status: 'loading' };
}
