import { describe, expect, it } from '@jest/globals';
import { addMonths, isIsoDate, isoDateInZone } from './iso-dates.js';

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

// What the arithmetic must agree with: the same rules through Date, in UTC.
function addMonthsByDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

function isRealDayByDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('addMonths', () => {
  it('clamps the day to the last of the month, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('agrees with the Date arithmetic over every day of four years and offsets of -25 to 25 months', () => {
    const differences: string[] = [];
    for (const year of [1999, 2026, 2027, 2028]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          if (!isRealDayByDate(year, month, day)) continue;
          const date = `${year}-${pad(month)}-${pad(day)}`;
          for (let months = -25; months <= 25; months++) {
            const [got, want] = [addMonths(date, months), addMonthsByDate(date, months)];
            if (got !== want) differences.push(`${date} ${months}: ${got}, not ${want}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('isIsoDate', () => {
  it('agrees with Date on which days exist, for every month and day number of leap and common years', () => {
    const differences: string[] = [];
    for (const year of [1900, 2000, 2026, 2028, 2100]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          if (isIsoDate(value) !== isRealDayByDate(year, month, day)) differences.push(value);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('refuses anything not written yyyy-MM-dd', () => {
    for (const value of ['2026-2-01', '2026-02-1', '26-02-01', '2026/02/01', '2026-02-01T00:00', ' 2026-02-01', ''])
      expect(isIsoDate(value)).toBe(false);
  });
});
