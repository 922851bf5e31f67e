import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HOUSE_CLOCK_TIMES, formatClockTime, houseTimesText } from './house-times.js';

describe('house times', () => {
  it('shows a clock time the American way', () => {
    expect(formatClockTime('15:00')).toBe('3:00 PM');
    expect(formatClockTime('00:30')).toBe('12:30 AM');
    expect(formatClockTime('12:05')).toBe('12:05 PM');
  });

  it("writes the spec's texts from the default times, and the host's own times the same way", () => {
    expect(houseTimesText(DEFAULT_HOUSE_CLOCK_TIMES)).toEqual({
      checkIn: '3:00 PM',
      checkOut: '10:00 AM',
      quietHours: '10 PM to 7 AM',
    });
    expect(
      houseTimesText({ checkInTime: '16:30', checkOutTime: '11:00', quietHoursStart: '22:30', quietHoursEnd: '08:00' }),
    ).toEqual({ checkIn: '4:30 PM', checkOut: '11:00 AM', quietHours: '10:30 PM to 8 AM' });
  });
});
