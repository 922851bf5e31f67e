import { z } from 'zod';

/** How far ahead the overview lists arrivals and departures: today and the next 29 days. */
export const OVERVIEW_UPCOMING_DAYS = 30;

/** The years the overview's months may be asked for. */
const OVERVIEW_FIRST_YEAR = 2000;
const OVERVIEW_LAST_YEAR = 2100;

/** `GET /api/admin/overview?year=yyyy`. */
export const adminOverviewQuerySchema = z.object({
  year: z
    .string({ error: 'year is required, written as yyyy' })
    .trim()
    .regex(/^\d{4}$/, 'year must be written as yyyy, such as 2027')
    .transform(Number)
    .refine(
      (year) => year >= OVERVIEW_FIRST_YEAR && year <= OVERVIEW_LAST_YEAR,
      `year must be between ${OVERVIEW_FIRST_YEAR} and ${OVERVIEW_LAST_YEAR}`,
    ),
});
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

/** A stay in the overview's lists: a confirmed booking or an unexpired unpaid hold. */
export const adminOverviewStaySchema = z.object({
  id: z.uuid(),
  /** The reference the guest's emails and booking page carry (the id's first 8 characters, upper case). */
  reference: z.string(),
  status: z.enum(['held', 'confirmed']),
  guestName: z.string(),
  guestCount: z.number().int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  /** Dollars: the server's quote. */
  total: z.number(),
  /** When an unpaid hold lets its nights go; null once confirmed. */
  holdExpiresAt: z.iso.datetime().nullable(),
});
export type AdminOverviewStay = z.infer<typeof adminOverviewStaySchema>;

/** One month of the year: its nights, how many direct bookings took, and what they earned. */
export const adminOverviewMonthSchema = z.object({
  /** yyyy-MM */
  month: z.string(),
  nights: z.number().int(),
  /** Nights of confirmed direct bookings. */
  bookedNights: z.number().int(),
  /** Nights a feed (Airbnb, VRBO...) or the host's own block closed and no direct booking took: no revenue known. */
  blockedNights: z.number().int(),
  /** bookedNights / nights, from 0 to 1. */
  occupancy: z.number(),
  /** Dollars: confirmed stays' totals, each spread evenly over its nights, for the nights in this month. */
  revenue: z.number(),
});
export type AdminOverviewMonth = z.infer<typeof adminOverviewMonthSchema>;

/** `GET /api/admin/overview?year=yyyy`: what comes in the next days, the unpaid holds, and the year by month. */
export const adminOverviewSchema = z.object({
  /** The property's time zone (the PROPERTY_TIMEZONE setting): `today` is read in it, and the page writes times in it. */
  timeZone: z.string(),
  /** yyyy-MM-dd in the property's time zone. */
  today: z.string(),
  /** Stays checking in from today to OVERVIEW_UPCOMING_DAYS ahead, by check-in day. */
  arrivals: z.array(adminOverviewStaySchema),
  /** Stays checking out from today to OVERVIEW_UPCOMING_DAYS ahead, by check-out day. */
  departures: z.array(adminOverviewStaySchema),
  /** Holds not paid yet and not expired, the soonest to expire first. */
  unpaidHolds: z.array(adminOverviewStaySchema),
  year: z.number().int(),
  /** January to December. */
  months: z.array(adminOverviewMonthSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
