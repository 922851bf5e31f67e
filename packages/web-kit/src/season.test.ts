import { describe, expect, it } from '@jest/globals';
import { seasonForDate, seasonForMonth } from './season.js';

describe('season of the current month', () => {
  it('maps Dec-Feb to winter, Mar-May to spring, Jun-Aug to summer and Sep-Nov to fall', () => {
    const byMonth = Array.from({ length: 12 }, (_, month) => seasonForMonth(month));
    expect(byMonth).toEqual([
      'winter', 'winter',
      'spring', 'spring', 'spring',
      'summer', 'summer', 'summer',
      'fall', 'fall', 'fall',
      'winter',
    ]);
  });

  it('reads the month of a date in local time', () => {
    expect(seasonForDate(new Date(2026, 0, 15, 12))).toBe('winter');
    expect(seasonForDate(new Date(2026, 6, 15, 12))).toBe('summer');
    expect(seasonForDate(new Date(2026, 2, 1, 0, 0, 0))).toBe('spring');
    expect(seasonForDate(new Date(2026, 10, 30, 23, 59))).toBe('fall');
    expect(seasonForDate(new Date(2026, 11, 1))).toBe('winter');
  });

  it('refuses what is not a month index', () => {
    expect(() => seasonForMonth(12)).toThrow(RangeError);
    expect(() => seasonForMonth(-1)).toThrow(RangeError);
    expect(() => seasonForMonth(1.5)).toThrow(RangeError);
  });
});
