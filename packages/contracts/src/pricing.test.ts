import { describe, expect, it } from '@jest/globals';
import { defaultRates, nightsBetween, pricingResponse, quoteStay, ratesFromProperty } from './pricing.js';

describe('quoteStay', () => {
  // nights, linens, family -> lodging, subtotal, taxes, total (dollars); taxes = 8.5 % of subtotal; total = subtotal +
  // taxes (the spec's example: 3 nights, 1 guest, linens = $1,421.35); the $45 card fee is shown, never added.
  const cases: [number, boolean, boolean, number, number, number, number][] = [
    [1, true, false, 350, 610, 51.85, 661.85],
    [3, true, false, 1050, 1310, 111.35, 1421.35],
    [3, false, false, 1050, 1230, 104.55, 1334.55],
    [7, true, false, 2450, 2710, 230.35, 2940.35],
    [30, true, false, 10500, 10760, 914.6, 11674.6],
    [3, true, true, 525, 785, 66.73, 851.73],
    [7, false, true, 1225, 1405, 119.43, 1524.43],
    [30, true, true, 5250, 5510, 468.35, 5978.35],
  ];

  it.each(cases)('%i nights, linens %s, family %s', (nights, includeLinens, familyDiscount, lodging, subtotal, taxes, total) => {
    const response = pricingResponse(quoteStay(defaultRates, { nights, includeLinens, familyDiscount }));
    expect(response).toEqual({
      lodgingTotal: lodging,
      cleaningFee: 180,
      linenFee: includeLinens ? 80 : 0,
      subtotal,
      taxes,
      stripeFee: 45,
      total,
      familySavings: familyDiscount ? lodging : 0,
    });
    expect(response.subtotal + response.taxes).toBeCloseTo(response.total, 10);
  });

  it('reads the property numeric strings exactly', () => {
    expect(ratesFromProperty({ baseRate: '350', cleaningFee: '180.5', linenFee: '80', taxRate: '0.085' })).toEqual({
      ...defaultRates,
      cleaningFeeCents: 18_050,
    });
    expect(ratesFromProperty({})).toEqual(defaultRates);
    expect(() => ratesFromProperty({ baseRate: 'abc' })).toThrow("'abc' is not a decimal number");
  });

  it('counts nights as the days between the dates, across DST changes', () => {
    expect(nightsBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(nightsBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});
