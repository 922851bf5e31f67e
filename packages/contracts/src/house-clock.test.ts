import { describe, expect, it } from '@jest/globals';
import { houseClockStamp, houseClockText, PROPERTY_TIME_ZONE } from './house-clock.js';

const stampFields = { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
// One formatter for the many instants below: building one per call is what makes Intl slow.
const intlStamp = (instant: Date) => stampFormat.format(instant);
const stampFormat = new Intl.DateTimeFormat('en-US', {
  ...stampFields,
  timeZone: PROPERTY_TIME_ZONE,
  timeZoneName: 'short',
});

describe('houseClockStamp', () => {
  it('writes the house clock as houseClockText does', () => {
    expect(houseClockText('2027-03-12T20:00:00Z', stampFields)).toBe('Mar 12, 15:00 EST');
    expect(houseClockStamp('2027-03-12T20:00:00Z')).toBe('Mar 12, 15:00 EST');
    expect(houseClockStamp('2026-07-04T03:30:00Z')).toBe('Jul 03, 23:30 EDT');
  });

  it('agrees with Intl every quarter hour around each change of the clocks, 2007 to 2045', () => {
    const wrong: string[] = [];
    for (let year = 2007; year <= 2045; year += 1) {
      for (const monthIndex of [2, 10]) {
        // Every quarter hour of the month's first fifteen days holds both possible Sundays of a change.
        for (let quarter = 0; quarter < 15 * 96; quarter += 1) {
          const instant = new Date(Date.UTC(year, monthIndex, 1) + quarter * 900_000);
          if (houseClockStamp(instant) !== intlStamp(instant)) wrong.push(instant.toISOString());
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with Intl on instants spread over the years, an ISO string or a Date', () => {
    for (let instantMs = Date.UTC(2007, 0, 1); instantMs < Date.UTC(2046, 0, 1); instantMs += 7_919_999_937) {
      const instant = new Date(instantMs);
      expect(houseClockStamp(instant.toISOString())).toBe(intlStamp(instant));
    }
  });
});
