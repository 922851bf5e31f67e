import { describe, expect, it } from '@jest/globals';
import { defaultRates, quoteStay, ratesFromRules, defaultPricingRules } from '@lakehouse/contracts';
import { invoiceLines } from './invoice-lines.js';

const stay = { checkIn: '2027-01-12', checkOut: '2027-01-15', includeLinens: true, familyDiscount: false };

describe('invoiceLines', () => {
  it("charges the quote's lines, adding up to its total; the information-only card fee is no line", () => {
    const lines = invoiceLines(quoteStay(defaultRates, stay));
    expect(lines.map((line) => [line.key, line.description, line.amountCents])).toEqual([
      ['lodging', 'Lodging, 3 nights', 105_000],
      ['cleaning', 'Cleaning fee', 18_000],
      ['linen', 'Linen fee', 8_000],
      ['taxes', 'NH meals & rooms tax (8.5%)', 11_135],
    ]);
  });

  it('adds the card-processing fee as a line when the host charges it, the tax line naming the rate applied', () => {
    const quote = quoteStay(ratesFromRules({ ...defaultPricingRules, taxRatePercent: 9, cardFeePercent: 3 }), stay);
    const lines = invoiceLines(quote);
    expect(lines.at(-2)).toMatchObject({ key: 'taxes', description: 'NH meals & rooms tax (9%)', amountCents: 11_790 });
    expect(lines.at(-1)).toEqual({
      key: 'card-fee',
      description: 'Card processing fee',
      amountCents: quote.cardFeeCents,
    });
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.totalCents);
  });

  it('reads quotes stored before the card fee and seasons (no such fields): no fee line', () => {
    const { nightly, cardFeeIncluded, taxRatePpm, ...old } = quoteStay(defaultRates, stay);
    expect(invoiceLines(old).map((line) => line.key)).toEqual(['lodging', 'cleaning', 'linen', 'taxes']);
  });
});
