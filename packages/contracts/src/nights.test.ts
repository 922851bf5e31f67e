import { describe, expect, it } from '@jest/globals';
import { nightsOf } from './nights.js';

describe('nightsOf', () => {
  it('lists the nights from the first date up to the day before the last', () => {
    expect(nightsOf('2026-07-03', '2026-07-06')).toEqual(['2026-07-03', '2026-07-04', '2026-07-05']);
  });

  it('crosses the ends of months and years, and a leap day', () => {
    expect(nightsOf('2027-12-31', '2028-01-02')).toEqual(['2027-12-31', '2028-01-01']);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('is empty when the last date is not after the first', () => {
    expect(nightsOf('2026-07-03', '2026-07-03')).toEqual([]);
    expect(nightsOf('2026-07-04', '2026-07-03')).toEqual([]);
  });
});
