import { addDays, addMonths, MONTH_NAMES, type HostCalendarEntryKind } from '@lakehouse/contracts';

/** Each kind's colour, always beside its words (the legend and every entry say the kind). */
export const KIND_COLOURS: Record<HostCalendarEntryKind, { border: string; background: string }> = {
  booking: { border: '#1b5e20', background: '#e8f5e9' },
  hold: { border: '#e65100', background: '#fff3e0' },
  inquiry: { border: '#0d47a1', background: '#e3f2fd' },
  feed_block: { border: '#424242', background: '#eeeeee' },
  owner_block: { border: '#4a148c', background: '#f3e5f5' },
};

export const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/** The month's days in weeks (Sunday first), null for the blanks before the 1st and after the last day. */
export function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const next = addMonths(first, 1);
  const cells: (string | null)[] = Array.from({ length: new Date(`${first}T12:00:00Z`).getUTCDay() }, () => null);
  for (let day = first; day < next; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
