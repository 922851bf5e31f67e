import { MONTH_NAMES } from './month-names.js';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** '07-01' -> 'July 1'. */
export const monthDayText = (monthDay: string): string =>
  `${MONTH_NAMES[Number(monthDay.slice(0, 2)) - 1]} ${Number(monthDay.slice(3))}`;

/** True for a real day of the year written MM-DD (Feb 29 included). */
export const isMonthDay = (text: string): boolean => {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
};

/** 'MM-DD' as its day in a leap year (so Feb 29 has one), 0 = January 1. */
export function dayOfYear(monthDay: string): number {
  const month = Number(monthDay.slice(0, 2));
  return DAYS_IN_MONTH.slice(0, month - 1).reduce((sum, days) => sum + days, 0) + Number(monthDay.slice(3)) - 1;
}

/** The days of the year a season covers. */
export function seasonDays(season: { start: string; end: string }): Set<number> {
  const first = dayOfYear(season.start);
  const last = dayOfYear(season.end);
  const days = new Set<number>();
  for (let day = first; ; day = (day + 1) % 366) {
    days.add(day);
    if (day === last) break;
  }
  return days;
}
