import { describe, expect, it } from '@jest/globals';
import { defaultPricingRules, pricingRulesSchema } from '@lakehouse/contracts';
import { checkPayload } from './field-errors';

describe("a payload's check before saving", () => {
  it("gives each field the schema's first message, by its path", () => {
    const errors = checkPayload(pricingRulesSchema, {
      ...defaultPricingRules,
      nightlyRate: Number.NaN,
      seasons: [{ name: 'Summer', start: '7-1', end: '08-31', nightlyRate: 300, minimumNights: null }],
    });
    expect(Object.keys(errors).sort()).toEqual(['nightlyRate', 'seasons.0.start']);
  });

  it('names the field a check across fields points at', () => {
    expect(checkPayload(pricingRulesSchema, { ...defaultPricingRules, minimumNights: 7, maximumNights: 3 })).toEqual({
      maximumNights: 'Maximum nights must be at least the minimum nights',
    });
  });

  it('gives none for a valid payload', () => {
    expect(checkPayload(pricingRulesSchema, defaultPricingRules)).toEqual({});
  });
});
