import { describe, expect, it } from '@jest/globals';
import { formatClockTime, phoneHref } from './site-settings.js';

describe('site settings helpers', () => {
  it('dials a US number with its country code, others as written', () => {
    expect(phoneHref('(603) 863-2210')).toBe('tel:+16038632210');
    expect(phoneHref('+44 20 7946 0018')).toBe('tel:+442079460018');
  });

  it('shows a clock time the American way', () => {
    expect(formatClockTime('15:00')).toBe('3:00 PM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('12:05')).toBe('12:05 PM');
  });
});
