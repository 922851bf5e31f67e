import { describe, expect, it } from '@jest/globals';
import { defaultPricingRules } from './pricing-defaults.js';
import { pricingRulesSchema } from './pricing-rules.js';

describe('pricingRulesSchema', () => {
  const issues = (rules: unknown) => {
    const result = pricingRulesSchema.safeParse(rules);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts the defaults', () => expect(issues(defaultPricingRules)).toEqual([]));

  it('names each bad field', () => {
    expect(
      issues({
        ...defaultPricingRules,
        nightlyRate: 350.005,
        minimumNights: 5,
        maximumNights: 3,
        seasons: [
          { name: 'Summer', start: '07-01', end: '08-31', nightlyRate: 450, minimumNights: 3 },
          { name: 'August', start: '08-15', end: '09-15', nightlyRate: 500, minimumNights: null },
          { name: 'Bad', start: '02-30', end: '03-01', nightlyRate: 400, minimumNights: null },
        ],
      }),
    ).toEqual([
      'nightlyRate: Nightly rate has at most 2 decimals (whole cents)',
      'seasons.2.start: First night must be a day of the year written MM-DD, such as 07-01',
      'maximumNights: Maximum nights must be at least the minimum nights',
      'seasons.1.start: August overlaps Summer',
    ]);
  });
});
