import { describe, expect, it } from '@jest/globals';
import { defaultPricingRules, pricingRulesSchema } from '@lakehouse/contracts';
import type { FieldValues } from 'react-hook-form';
import { errorsByPath } from '../versioned-document/form-errors';
import { payloadResolver } from './payload-resolver';

const check = async (payload: FieldValues) => {
  const resolve = payloadResolver(pricingRulesSchema, (values: FieldValues) => values, { raw: true });
  const { errors } = await resolve(payload, undefined, { fields: {}, shouldUseNativeValidation: false });
  return errorsByPath(errors);
};

describe("a form's check against the API's schema before saving", () => {
  it("gives each field the schema's first message, by its path", async () => {
    const errors = await check({
      ...defaultPricingRules,
      nightlyRate: Number.NaN,
      seasons: [{ name: 'Summer', start: '7-1', end: '08-31', nightlyRate: 300, minimumNights: null }],
    });
    expect(Object.keys(errors).sort()).toEqual(['nightlyRate', 'seasons.0.start']);
  });

  it('names the field a check across fields points at', async () => {
    expect(await check({ ...defaultPricingRules, minimumNights: 7, maximumNights: 3 })).toEqual({
      maximumNights: 'Maximum nights must be at least the minimum nights',
    });
  });

  it('gives none for a valid payload', async () => {
    expect(await check(defaultPricingRules)).toEqual({});
  });
});
