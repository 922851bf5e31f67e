/** Calendar days travel as `yyyy-MM-dd` (the property's local date), never as instants. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for a real calendar day written as yyyy-MM-dd (so 2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** Day arithmetic on yyyy-MM-dd strings, in UTC so no time zone or DST shift can creep in. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping the day (2026-01-31 + 1 month = 2026-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  // Written out rather than through Date and toISOString: availability checks its window on every request, and
  // the Date round trip was most of that check's cost.
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Building an Intl.DateTimeFormat costs far more than using one, and availability asks on every request.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// Every priced or availability request asks for today, and formatting is most of its cost: the last answer is kept
// per zone for the second it was asked in (a zone's offset is whole seconds, so the day can't change within one).
const lastDayByZone = new Map<string, { second: number; day: IsoDate }>();

/** The calendar day an instant falls on in a time zone (the property's: America/New_York). */
export function isoDateInZone(instant: Date, timeZone: string): IsoDate {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDayByZone.get(timeZone);
  if (last?.second === second) return last.day;
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDayByZone.set(timeZone, { second, day });
  return day;
}
