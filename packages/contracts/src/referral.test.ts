import { describe, expect, it } from '@jest/globals';
import { referralSchema } from './referral.js';

const valid = { referrerName: 'Anna Berg', referrerEmail: 'anna@example.com', relationship: 'My sister' };

function messages(input: Record<string, unknown>): string[] {
  const result = referralSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('referralSchema', () => {
  it('accepts phones once spaces, hyphens and parentheses are removed', () => {
    for (const phone of ['(603) 555-0142', '+1 603 555 0142', '6035550142', '']) {
      expect([phone, messages({ ...valid, referrerPhone: phone })]).toEqual([phone, []]);
    }
  });

  it('refuses a phone that is not an optional + then a nonzero digit and up to 15 more', () => {
    for (const phone of ['0603555', '+0123', 'call me', '12345678901234567', '603.555.0142']) {
      expect([phone, messages({ ...valid, referrerPhone: phone })]).toEqual([
        phone,
        ['Please enter a valid phone number'],
      ]);
    }
  });

  it("uses the spec's messages and limits", () => {
    expect(messages({ ...valid, referrerName: ' ' })).toEqual(['Referrer name is required']);
    expect(messages({ ...valid, referrerName: 'n'.repeat(101) })).toEqual(['Name too long']);
    expect(messages({ ...valid, referrerEmail: 'anna' })).toEqual(['Please enter a valid email address']);
    expect(messages({ ...valid, referrerEmail: `${'a'.repeat(95)}@example.com` })).toEqual(['Email too long']);
    expect(messages({ ...valid, relationship: '' })).toEqual(['Please describe your relationship to the referrer']);
    expect(messages({ ...valid, relationship: 'r'.repeat(201) })).toEqual(['Description too long']);
    expect(messages({ ...valid, notes: 'n'.repeat(501) })).toEqual(['Notes too long']);
  });
});
