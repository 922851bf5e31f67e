import { describe, expect, it } from '@jest/globals';
import {
  type StayQuote,
  StayRefusedError,
  cardFeeIncludedIn,
  defaultRates,
  nightsBetween,
  pricingResponse,
  quoteStay,
  ratesFromProperty,
  ratesFromRules,
  lowestNightlyRate,
} from './stay-quote.js';
import { defaultPricingRules } from './pricing-defaults.js';
import type { PricingRules } from './pricing-rules.js';

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

  it.each(cases)(
    '%i nights, linens %s, family %s',
    (nights, includeLinens, familyDiscount, lodging, subtotal, taxes, total) => {
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
    },
  );

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

describe('quoteStay over dates: seasons, weekends and stay rules', () => {
  const summer = { name: 'Summer', start: '07-01', end: '08-31', nightlyRate: 450, minimumNights: 3 };
  const rules = (overrides: Partial<PricingRules> = {}) => ratesFromRules({ ...defaultPricingRules, ...overrides });
  const stay = (checkIn: string, checkOut: string, extra: { today?: string; familyDiscount?: boolean } = {}) => ({
    checkIn,
    checkOut,
    includeLinens: true,
    familyDiscount: false,
    ...extra,
  });
  const rates = (quote: StayQuote) =>
    quote.nightly.map((night) => `${night.date} ${night.kind} ${night.rateCents / 100}`);

  it('with no other rule, dates cost what the spec says: 3 nights, linens = $1,421.35', () => {
    const quote = quoteStay(defaultRates, stay('2027-01-12', '2027-01-15'));
    expect(pricingResponse(quote)).toMatchObject({
      lodgingTotal: 1050,
      subtotal: 1310,
      taxes: 111.35,
      stripeFee: 45,
      total: 1421.35,
    });
    expect(quote.cardFeeIncluded).toBe(false);
  });

  it('prices Friday and Saturday nights at the weekend rate, the other nights at the base rate', () => {
    // 2027-01-07 is a Thursday: Thu, Fri, Sat, Sun nights.
    const quote = quoteStay(rules({ weekendNightlyRate: 425 }), stay('2027-01-07', '2027-01-11'));
    expect(rates(quote)).toEqual([
      '2027-01-07 base 350',
      '2027-01-08 weekend 425',
      '2027-01-09 weekend 425',
      '2027-01-10 base 350',
    ]);
    expect(quote.lodgingCents).toBe(155_000);
  });

  it('prices a stay straddling the start of a season night by night, the season winning over the weekend', () => {
    // Tue June 29 to Sat July 3: two nights before the season, two in it (July 2 is a Friday).
    const quote = quoteStay(rules({ seasons: [summer], weekendNightlyRate: 425 }), stay('2027-06-29', '2027-07-03'));
    expect(rates(quote)).toEqual([
      '2027-06-29 base 350',
      '2027-06-30 base 350',
      '2027-07-01 season 450',
      '2027-07-02 season 450',
    ]);
    expect(quote.nightly[2]!.season).toBe('Summer');
    expect(quote.lodgingCents).toBe(160_000);
  });

  it('prices a stay straddling the end of a season: August 31 is its last night', () => {
    const quote = quoteStay(rules({ seasons: [summer] }), stay('2027-08-30', '2027-09-02'));
    expect(rates(quote)).toEqual(['2027-08-30 season 450', '2027-08-31 season 450', '2027-09-01 base 350']);
  });

  it('repeats a season every year, one that ends in January included', () => {
    const holidays = { name: 'Holidays', start: '12-20', end: '01-02', nightlyRate: 500, minimumNights: null };
    const quote = quoteStay(rules({ seasons: [holidays] }), stay('2028-12-31', '2029-01-04'));
    expect(rates(quote)).toEqual([
      '2028-12-31 season 500',
      '2029-01-01 season 500',
      '2029-01-02 season 500',
      '2029-01-03 base 350',
    ]);
  });

  it("refuses a stay shorter than a season's minimum when any of its nights is in the season", () => {
    const withSummer = rules({ seasons: [summer] });
    expect(() => quoteStay(withSummer, stay('2027-06-30', '2027-07-02'))).toThrow(
      new StayRefusedError('Stays from July 1 to August 31 are at least 3 nights.'),
    );
    expect(() => quoteStay(withSummer, stay('2027-08-31', '2027-09-01'))).toThrow(
      'Stays from July 1 to August 31 are at least 3 nights.',
    );
    // The night before the season and the departure on July 1: no night in the season.
    expect(quoteStay(withSummer, stay('2027-06-29', '2027-07-01')).nights).toBe(2);
    expect(quoteStay(withSummer, stay('2027-07-01', '2027-07-04')).nights).toBe(3);
  });

  it('applies a minimum only to the season the nights are in, when two seasons share a name', () => {
    const peakWinter = { name: 'Summer', start: '12-20', end: '01-05', nightlyRate: 520, minimumNights: 7 };
    const twoPeaks = rules({ seasons: [summer, peakWinter] });
    expect(quoteStay(twoPeaks, stay('2027-07-10', '2027-07-13')).nights).toBe(3);
    expect(() => quoteStay(twoPeaks, stay('2027-12-26', '2027-12-30'))).toThrow(
      'Stays from December 20 to January 5 are at least 7 nights.',
    );
  });

  it('refuses stays under the overall minimum, over the maximum and beyond the booking horizon', () => {
    expect(() => quoteStay(rules({ minimumNights: 2 }), stay('2027-01-12', '2027-01-13'))).toThrow(
      'Stays are at least 2 nights.',
    );
    expect(() =>
      quoteStay(rules({ minimumNights: 2 }), { nights: 1, includeLinens: true, familyDiscount: false }),
    ).toThrow('Stays are at least 2 nights.');
    expect(() => quoteStay(rules({ maximumNights: 14 }), stay('2027-01-01', '2027-01-16'))).toThrow(
      'Stays are at most 14 nights; contact us for longer stays.',
    );
    const horizon = rules({ bookingHorizonDays: 180 });
    expect(() => quoteStay(horizon, stay('2027-06-01', '2027-06-04', { today: '2026-11-24' }))).toThrow(
      'Bookings open 180 days ahead: please choose a check-in on or before May 23, 2027.',
    );
    expect(quoteStay(horizon, stay('2027-05-23', '2027-05-26', { today: '2026-11-24' })).nights).toBe(3);
    // Unlimited by default.
    expect(quoteStay(defaultRates, stay('2029-05-23', '2029-05-26', { today: '2026-11-24' })).nights).toBe(3);
  });

  it('takes the family discount off the nights as priced', () => {
    const quote = quoteStay(
      rules({ weekendNightlyRate: 425 }),
      stay('2027-01-07', '2027-01-11', { familyDiscount: true }),
    );
    expect(quote.familySavingsCents).toBe(77_500);
    expect(quote.lodgingCents).toBe(77_500);
  });

  it('puts a card-processing fee, when on, into the total: never added later', () => {
    const quote = quoteStay(rules({ cardFeePercent: 3 }), stay('2027-01-12', '2027-01-15'));
    // 3 % of 1,421.35 = 42.64.
    expect(pricingResponse(quote)).toMatchObject({ subtotal: 1310, taxes: 111.35, stripeFee: 42.64, total: 1463.99 });
    expect(quote.cardFeeIncluded).toBe(true);
    // The spec's response says so by its total alone.
    expect(cardFeeIncludedIn(pricingResponse(quote))).toBe(true);
    expect(cardFeeIncludedIn(pricingResponse(quoteStay(defaultRates, stay('2027-01-12', '2027-01-15'))))).toBe(false);
  });
});

describe('lowestNightlyRate', () => {
  it('is the lowest of the base, weekend and season rates', () => {
    expect(lowestNightlyRate(defaultPricingRules)).toBe(350);
    expect(lowestNightlyRate({ ...defaultPricingRules, weekendNightlyRate: 420 })).toBe(350);
    expect(
      lowestNightlyRate({
        ...defaultPricingRules,
        weekendNightlyRate: 330,
        seasons: [{ name: 'Mud season', start: '04-01', end: '04-30', nightlyRate: 290, minimumNights: null }],
      }),
    ).toBe(290);
  });
});
