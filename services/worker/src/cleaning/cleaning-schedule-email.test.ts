import { describe, expect, it } from '@jest/globals';
import { DEFAULT_HOUSE_CLOCK_TIMES, type Turnover } from '@lakehouse/contracts';
import { cleaningScheduleEmail, weekOf } from './cleaning-schedule-email.js';

const stay = (source: string, checkIn: string, checkOut: string, guestCount: number | null) => ({
  source,
  checkIn,
  checkOut,
  guestCount,
  firstName: 'Dana',
});

describe('the cleaning schedule email', () => {
  it('names the week by its Monday, Sunday belonging to the week before', () => {
    expect(weekOf('2027-06-07')).toBe('2027-06-07');
    expect(weekOf('2027-06-09')).toBe('2027-06-07');
    expect(weekOf('2027-06-13')).toBe('2027-06-07');
    expect(weekOf('2027-06-14')).toBe('2027-06-14');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('marks a same-day turnover and gives the times from the settings; no first names', () => {
    const turnovers: Turnover[] = [
      {
        departure: stay('Airbnb', '2027-06-05', '2027-06-09', null),
        nextArrival: stay('Direct booking', '2027-06-09', '2027-06-12', 1),
        sameDay: true,
      },
      { departure: stay('Direct booking', '2027-06-09', '2027-06-12', 1), nextArrival: null, sameDay: false },
    ];
    const email = cleaningScheduleEmail({
      kind: 'digest',
      to: 'cleaner@example.com',
      from: 'house@example.com',
      houseName: 'The Lake House',
      days: 14,
      turnovers,
      times: { ...DEFAULT_HOUSE_CLOCK_TIMES, checkOutTime: '11:00', checkInTime: '16:00' },
    });
    expect(email.subject).toBe('Cleaning schedule: The Lake House, next 14 days');
    expect(email.text).toContain('2 turnovers in the next 14 days, 1 of them same-day');
    expect(email.text).toContain(
      'Wed, Jun 9:  SAME-DAY turnover: check-out 11:00 AM (Airbnb); next check-in the same day at 4:00 PM (Direct booking, 1 guest)',
    );
    expect(email.text).toContain(
      'Sat, Jun 12: Turnover: check-out 11:00 AM (Direct booking, 1 guest); no next arrival',
    );
    expect(email.text).not.toContain('Dana');
  });
});
