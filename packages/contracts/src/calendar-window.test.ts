import { expect, it } from '@jest/globals';
import { availabilityPath, calendarWindow } from './calendar-window.js';

it('asks from the month before the shown one to the end of the month after the next', () => {
  expect(calendarWindow('2026-06-01')).toEqual({ startDate: '2026-05-01', endDate: '2026-08-31' });
  expect(calendarWindow('2026-01-01')).toEqual({ startDate: '2025-12-01', endDate: '2026-03-31' });
  expect(availabilityPath(calendarWindow('2026-12-01'))).toBe(
    '/api/availability?startDate=2026-11-01&endDate=2027-02-28',
  );
});
