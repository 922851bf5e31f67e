import { describe, expect, it } from '@jest/globals';
import { isoDateInZone } from './iso-dates.js';

describe('isoDateInZone', () => {
  it('is the day in that zone, not in UTC', () => {
    expect(isoDateInZone(new Date('2027-03-10T03:30:00Z'), 'America/New_York')).toBe('2027-03-09');
    expect(isoDateInZone(new Date('2027-03-10T03:30:00Z'), 'UTC')).toBe('2027-03-10');
    expect(isoDateInZone(new Date('2027-03-10T03:30:00Z'), 'Pacific/Kiritimati')).toBe('2027-03-10');
  });

  it('turns the day at midnight in the zone, to the second, whatever was asked just before', () => {
    // New York's midnight of 2027-03-10 is 05:00Z (EST, before the clocks change on the 14th).
    expect(isoDateInZone(new Date('2027-03-10T04:59:59.999Z'), 'America/New_York')).toBe('2027-03-09');
    expect(isoDateInZone(new Date('2027-03-10T05:00:00.000Z'), 'America/New_York')).toBe('2027-03-10');
    expect(isoDateInZone(new Date('2027-03-10T04:59:59.000Z'), 'America/New_York')).toBe('2027-03-09');
    // The same second in another zone is answered for that zone.
    expect(isoDateInZone(new Date('2027-03-10T04:59:59.000Z'), 'Asia/Tokyo')).toBe('2027-03-10');
  });

  it('refuses an invalid date', () => {
    expect(() => isoDateInZone(new Date('nope'), 'America/New_York')).toThrow(RangeError);
  });
});
