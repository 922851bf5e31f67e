import { describe, expect, it } from '@jest/globals';
import { phoneHref } from './site-settings.js';

describe('site settings helpers', () => {
  it('dials a US number with its country code, others as written', () => {
    expect(phoneHref('(603) 863-2210')).toBe('tel:+16038632210');
    expect(phoneHref('+44 20 7946 0018')).toBe('tel:+442079460018');
  });
});
