import { describe, expect, it } from '@jest/globals';
import { seasonForIsoDate, seasonForMonth } from './season.js';

describe('season of the current month', () => {
  it('maps Dec-Feb to winter, Mar-May to spring, Jun-Aug to summer and Sep-Nov to fall', () => {
    const byMonth = Array.from({ length: 12 }, (_, month) => seasonForMonth(month));
    expect(byMonth).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'fall',
      'fall',
      'fall',
      'winter',
    ]);
  });

  it('reads the month of a calendar date', () => {
    expect(seasonForIsoDate('2026-01-15')).toBe('winter');
    expect(seasonForIsoDate('2026-07-15')).toBe('summer');
    expect(seasonForIsoDate('2026-03-01')).toBe('spring');
    expect(seasonForIsoDate('2026-11-30')).toBe('fall');
    expect(seasonForIsoDate('2026-12-01')).toBe('winter');
  });

  it('refuses what is not a month index', () => {
    expect(() => seasonForMonth(12)).toThrow(RangeError);
    expect(() => seasonForMonth(-1)).toThrow(RangeError);
    expect(() => seasonForMonth(1.5)).toThrow(RangeError);
  });
});
