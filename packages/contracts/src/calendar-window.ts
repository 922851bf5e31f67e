import type { IsoDate } from './iso-dates.js';

/** A range of nights, both days inclusive, as the availability call names it. */
export interface CalendarWindow {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The nights the availability calendar asks about while it shows a month: one month before to two after, inclusive. */
export function calendarWindow(monthStart: IsoDate): CalendarWindow {
  const [y, m] = monthStart.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(y, m + 2, 0)).toISOString().slice(0, 10);
  return { startDate: start, endDate: end };
}

/**
 * The calendar's availability call for a window: also the key the answer has in a page's query cache, where the server
 * puts the window of the month a page opens on, so the browser's first render has the nights without asking.
 */
export const availabilityPath = ({ startDate, endDate }: CalendarWindow): string =>
  `/api/availability?startDate=${startDate}&endDate=${endDate}`;
