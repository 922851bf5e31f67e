import { describe, expect, it } from '@jest/globals';
import { dayFromToday, expiryText, percentText } from './overview-text';

describe("the overview's words", () => {
  const now = new Date('2027-03-10T12:00:00Z');

  it("writes a hold's expiry in the property's time zone, with how long is left", () => {
    expect(expiryText('2027-03-10T12:45:00Z', 'America/New_York', now)).toBe(
      'Wed, Mar 10, 7:45 AM EST (in 45 minutes)',
    );
    expect(expiryText('2027-03-10T17:00:00Z', 'America/New_York', now)).toBe('Wed, Mar 10, 12:00 PM EST (in 5 hours)');
    expect(expiryText('2027-03-11T13:00:00Z', 'America/New_York', now)).toBe('Thu, Mar 11, 8:00 AM EST (in 25 hours)');
    // Daylight saving time starts on March 14, 2027.
    expect(expiryText('2027-03-15T12:00:00Z', 'America/New_York', now)).toBe('Mon, Mar 15, 8:00 AM EDT (in 5 days)');
    // Past midnight in New York, still the evening before in Los Angeles.
    expect(expiryText('2027-03-11T05:30:00Z', 'America/Los_Angeles', now)).toBe(
      'Wed, Mar 10, 9:30 PM PST (in 18 hours)',
    );
  });

  it('names a stay day from today', () => {
    expect(dayFromToday('2027-03-10', '2027-03-10')).toBe('today');
    expect(dayFromToday('2027-03-11', '2027-03-10')).toBe('tomorrow');
    expect(dayFromToday('2027-03-12', '2027-03-10')).toBe('Fri, Mar 12');
    expect(dayFromToday('2027-01-01', '2026-12-31')).toBe('tomorrow');
  });

  it('writes occupancy as a percentage with at most one decimal', () => {
    expect(percentText(2 / 31)).toBe('6.5%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(1)).toBe('100%');
  });
});
