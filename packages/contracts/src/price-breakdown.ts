import { z } from 'zod';
import { formatDollars } from './money.js';
import type { PricingResponse } from './pricing.js';
import { cardFeeIncludedIn } from './stay-quote.js';

export const priceLineKeySchema = z.enum([
  'lodging',
  'family-savings',
  'cleaning',
  'linen',
  'taxes',
  'card-fee',
  'total',
]);

/** One line of a stay's price as every place shows it: the site, the guest's booking page, the emails, the admin. */
export const priceLineSchema = z.object({
  key: priceLineKeySchema,
  label: z.string(),
  /** Dollars; the family savings are negative, taken off the lodging above them. */
  amount: z.number(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;

/**
 * The lines of a quote, in order: lodging at the full rate, the family savings once as a negative line, the fees,
 * the tax, the card fee when it is charged, and the total. The lines above the total add up to it.
 */
export function priceBreakdown(pricing: PricingResponse, nights: number): PriceLine[] {
  const lines: PriceLine[] = [
    { key: 'lodging', label: `Lodging, ${nightsText(nights)}`, amount: pricing.lodgingTotal + pricing.familySavings },
  ];
  if (pricing.familySavings > 0)
    lines.push({ key: 'family-savings', label: 'Family savings (50% off)', amount: -pricing.familySavings });
  lines.push({ key: 'cleaning', label: 'Cleaning fee', amount: pricing.cleaningFee });
  if (pricing.linenFee > 0) lines.push({ key: 'linen', label: 'Linen fee', amount: pricing.linenFee });
  lines.push({ key: 'taxes', label: 'NH meals & rooms tax', amount: pricing.taxes });
  if (cardFeeIncludedIn(pricing))
    lines.push({ key: 'card-fee', label: 'Card processing fee', amount: pricing.stripeFee });
  lines.push({ key: 'total', label: 'Total', amount: pricing.total });
  return lines;
}

/** '$1,115.00', or '-$557.50' for the savings. */
export const priceLineAmountText = (line: PriceLine): string =>
  line.amount < 0 ? `-${formatDollars(-line.amount)}` : formatDollars(line.amount);
