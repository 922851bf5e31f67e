import { describe, expect, it } from '@jest/globals';
import { priceBreakdown, priceLineAmountText } from './price-breakdown.js';
import { defaultRates, pricingResponse, quoteStay, ratesFromRules } from './stay-quote.js';
import { defaultPricingRules } from './pricing-defaults.js';

const lineTexts = (lines: ReturnType<typeof priceBreakdown>) =>
  lines.map((line) => [line.label, priceLineAmountText(line)]);

describe('priceBreakdown', () => {
  it('a family stay: lodging at the full rate, the savings once as a negative line, then fees, tax and total', () => {
    const quote = quoteStay(defaultRates, { nights: 3, includeLinens: true, familyDiscount: true });
    expect(lineTexts(priceBreakdown(pricingResponse(quote), 3))).toEqual([
      ['Lodging, 3 nights', '$1,050.00'],
      ['Family savings (50% off)', '-$525.00'],
      ['Cleaning fee', '$180.00'],
      ['Linen fee', '$80.00'],
      ['NH meals & rooms tax', '$66.73'],
      ['Total', '$851.73'],
    ]);
  });

  it('no savings line without the family rate; the card fee only when the host charges it', () => {
    const rates = ratesFromRules({ ...defaultPricingRules, cardFeePercent: 3 });
    const quote = quoteStay(rates, { nights: 1, includeLinens: false, familyDiscount: false });
    const keys = priceBreakdown(pricingResponse(quote), 1).map((line) => line.key);
    expect(keys).toEqual(['lodging', 'cleaning', 'taxes', 'card-fee', 'total']);
  });

  it.each([
    [2, true, true],
    [5, false, true],
    [4, true, false],
  ])(
    'the lines above the total add up to it (%i nights, linens %s, family %s)',
    (nights, includeLinens, familyDiscount) => {
      const rates = ratesFromRules({ ...defaultPricingRules, cardFeePercent: 2.9 });
      const lines = priceBreakdown(
        pricingResponse(quoteStay(rates, { nights, includeLinens, familyDiscount })),
        nights,
      );
      const total = lines.pop()!;
      const cents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
      expect(cents).toBe(Math.round(total.amount * 100));
    },
  );
});
