import { z } from 'zod';

/** Calendar days travel as `yyyy-MM-dd` (the property's local date), never as instants. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as yyyy-MM-dd (so 2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Day arithmetic on yyyy-MM-dd strings, in UTC so no time zone or DST shift can creep in. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping the day (2026-01-31 + 1 month = 2026-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
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

/** The widest window one availability call may ask for. */
export const MAX_AVAILABILITY_WINDOW_MONTHS = 24;

const isoDateParam = (name: string) =>
  z
    .string()
    .trim()
    .refine(isIsoDate, {
      error: (issue) => `${name} must be a date written as yyyy-MM-dd (got "${String(issue.input)}")`,
    });

/**
 * `GET /api/availability?startDate=yyyy-MM-dd&endDate=yyyy-MM-dd`: both days inclusive, both optional
 * (the server then shows one month back to twelve months ahead, in the property's time zone).
 */
export const availabilityQuerySchema = z
  .object({
    startDate: z.preprocess((value) => (value === '' ? undefined : value), isoDateParam('startDate').optional()),
    endDate: z.preprocess((value) => (value === '' ? undefined : value), isoDateParam('endDate').optional()),
  })
  .superRefine((query, context) => {
    const { startDate, endDate } = query;
    // Zod runs this even when a date above was refused: compare only real dates.
    if (!startDate || !endDate || !isIsoDate(startDate) || !isIsoDate(endDate)) return;
    if (endDate < startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
    } else if (endDate > addMonths(startDate, MAX_AVAILABILITY_WINDOW_MONTHS)) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `The date range must not be longer than ${MAX_AVAILABILITY_WINDOW_MONTHS} months`,
      });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** Fills in the default window (one month back to twelve ahead of `today`) and checks its length. */
export function resolveAvailabilityWindow(query: AvailabilityQuery, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from =
    query.startDate ??
    (query.endDate && query.endDate < addMonths(today, -1) ? addMonths(query.endDate, -12) : addMonths(today, -1));
  const to = query.endDate ?? (from > today ? addMonths(from, 12) : addMonths(today, 12));
  return { from, to };
}

/** 'blocked': the property-management feed closes the night; 'booked': a direct booking (held or confirmed) has it. */
export const blockedDateTypeSchema = z.enum(['blocked', 'booked']);
export type BlockedDateType = z.infer<typeof blockedDateTypeSchema>;

/** One blocked night, named by its date (the check-in side: the night of the 14th is dated the 14th). */
export const blockedDateSchema = z.object({
  date: z.string(),
  title: z.string(),
  type: blockedDateTypeSchema,
});
export type BlockedDate = z.infer<typeof blockedDateSchema>;

/** Source naming the property-management iCal feed ('Data synced from property management system'). */
export const PMS_FEED_SOURCE = 'pms-ical';
/** Source when the latest synced feed is the shipped sample (ICAL_FEED_URL=sample): its blocks are invented. */
export const SAMPLE_FEED_SOURCE = 'sample-ical';
/** Source when no feed has been synced: only direct bookings are shown. */
export const DIRECT_SOURCE = 'direct';

export const availabilityResponseSchema = z.object({
  /** Sorted by date, one entry per night; a night both blocked and booked says 'booked'. */
  blockedDates: z.array(blockedDateSchema),
  /** ISO instant of the last successful feed sync (now when there is no feed data). */
  lastUpdated: z.string(),
  source: z.string(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
