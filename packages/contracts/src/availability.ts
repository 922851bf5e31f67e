import { z } from 'zod';
import { addMonths, isIsoDate, type IsoDate } from './iso-dates.js';

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

/** Spec section 5: why a stay whose nights are not all free is refused (the booking page, the API, the home page). */
export const DATES_TAKEN = 'Some dates in your selected range are not available. Please choose different dates.';
/** Spec section 5: why a date before today is refused (the booking page, the home page). */
export const DATE_PAST = 'Please select a current or future date.';

/** 'blocked': the property-management feed closes the night; 'booked': a direct booking (held or confirmed) has it. */
export const blockedDateTypeSchema = z.enum(['blocked', 'booked']);
export type BlockedDateType = z.infer<typeof blockedDateTypeSchema>;

/**
 * One blocked night, named by its date (the check-in side: the night of the 14th is dated the 14th). Only whether it
 * is booked or blocked: a feed's titles (which may name the guest) and the host's notes stay in the admin.
 */
export const blockedDateSchema = z.object({
  date: z.string(),
  type: blockedDateTypeSchema,
});
export type BlockedDate = z.infer<typeof blockedDateSchema>;

export const availabilityResponseSchema = z.object({
  /** Sorted by date, one entry per night; a night both blocked and booked says 'booked'. */
  blockedDates: z.array(blockedDateSchema),
  /** ISO instant of the last successful feed sync (now when there is no feed data). */
  lastUpdated: z.string(),
  source: z.string(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
