import { z } from 'zod';
import { arrivalStatusSchema } from './arrival-details.js';
import { adminDoorCodeSchema } from './door-codes.js';
import { adminCalendarFeedSchema } from './calendar-feeds.js';
import { adminDamageHoldSchema } from './damage-hold.js';
import { hostCancellationQuoteSchema } from './host-cancellation.js';
import { pricingResponseSchema } from './pricing.js';
import { instalmentViewSchema } from './payment-schedule.js';

/**
 * The host's day-to-day admin API (`/api/admin/reservations`, `/api/admin/emails`, `/api/admin/calendar-feed`):
 * query strings and answers. Money is in dollars (numbers), times are ISO strings, stay days are yyyy-MM-dd.
 */

export const adminReservationStatusSchema = z.enum(['inquiry', 'held', 'confirmed', 'expired', 'cancelled']);
export type AdminReservationStatus = z.infer<typeof adminReservationStatusSchema>;

/** `GET /api/admin/reservations?status=&month=yyyy-MM`: both optional; `month` keeps the stays with a night in it. */
export const adminReservationsQuerySchema = z.object({
  status: adminReservationStatusSchema.optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM')
    .optional(),
});
export type AdminReservationsQuery = z.infer<typeof adminReservationsQuerySchema>;

export const adminReservationSchema = z.object({
  id: z.uuid(),
  status: adminReservationStatusSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestCount: z.number().int(),
  /** Dollars: the server's quote. */
  total: z.number(),
  holdExpiresAt: z.iso.datetime().nullable(),
  /** A Stripe invoice exists for it. */
  invoiced: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

export const adminReservationsResponseSchema = z.object({ reservations: z.array(adminReservationSchema) });
export type AdminReservationsResponse = z.infer<typeof adminReservationsResponseSchema>;

export const adminEmailStatusSchema = z.enum(['pending', 'sent', 'captured', 'failed']);
export type AdminEmailStatus = z.infer<typeof adminEmailStatusSchema>;

export const adminEmailSummarySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: adminEmailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type AdminEmailSummary = z.infer<typeof adminEmailSummarySchema>;

export const adminReservationDetailSchema = adminReservationSchema.extend({
  guestPhone: z.string().nullable(),
  specialRequests: z.string().nullable(),
  /** The access role of the session that made it; null for an inquiry. */
  role: z.string().nullable(),
  /** What the browser showed as the total: kept for the host, never charged. */
  clientTotalAmount: z.string().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  pricing: pricingResponseSchema,
  nights: z.number().int(),
  /** Dollars given back when it was cancelled after being paid (0: nothing); null when nothing was paid. */
  refunded: z.number().nullable(),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;

/** `GET /api/admin/reservations/:id`: the reservation, its emails (to or from the guest, newest first) and its arrival details. */
export const adminReservationDetailResponseSchema = z.object({
  reservation: adminReservationDetailSchema,
  emails: z.array(adminEmailSummarySchema),
  /** Who is coming, when, and in which cars, as the guest said on their booking page. */
  arrival: arrivalStatusSchema,
  /** The stay's door code (a confirmed stay has one), and whether the guest sees it yet. */
  doorCode: adminDoorCodeSchema.nullable(),
  /** The damage deposit held on the guest's card, and whether the host can claim from it now. */
  damageHold: adminDamageHoldSchema,
  /** What the stay pays when, and what was paid (none for stays held before payment plans). */
  instalments: z.array(instalmentViewSchema),
  /** For a confirmed stay, what cancelling it now could give back; null otherwise. */
  cancellation: hostCancellationQuoteSchema.nullable(),
});
export type AdminReservationDetailResponse = z.infer<typeof adminReservationDetailResponseSchema>;

/** `GET /api/admin/emails?status=`: newest first, at most 200. */
export const adminEmailsQuerySchema = z.object({ status: adminEmailStatusSchema.optional() });
export type AdminEmailsQuery = z.infer<typeof adminEmailsQuerySchema>;

export const adminEmailsResponseSchema = z.object({ emails: z.array(adminEmailSummarySchema) });
export type AdminEmailsResponse = z.infer<typeof adminEmailsResponseSchema>;

export const adminEmailDetailSchema = adminEmailSummarySchema.extend({
  replyTo: z.string().nullable(),
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  /** Why it went out with the default's words instead of the host's saved template, when it did. */
  templateFallback: z.string().nullable(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>;

export const adminEmailResponseSchema = z.object({ email: adminEmailDetailSchema });
export type AdminEmailResponse = z.infer<typeof adminEmailResponseSchema>;

/**
 * The answer of the admin actions that change no listed object (email retry, resend invoice, sync now).
 * None of the admin action POSTs takes a body; one sent is ignored.
 */
export const adminMessageSchema = z.object({ message: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminCalendarConflictSchema = z.object({
  uid: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  reservationId: z.uuid(),
  guestName: z.string().nullable(),
  detectedAt: z.iso.datetime(),
});
export type AdminCalendarConflict = z.infer<typeof adminCalendarConflictSchema>;

/** `GET /api/admin/calendar-feed`: the imported feed's health, its open conflicts, and the export link. */
export const adminCalendarFeedStatusSchema = z.object({
  source: z.string(),
  /** The feed URL without its secret parts; 'sample feed' for the sample; null when the feed is off. */
  url: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  blocksCount: z.number().int(),
  /** Open ones only. */
  conflicts: z.array(adminCalendarConflictSchema),
  /** `<origin>/api/calendar/<token>.ics`, or null when CALENDAR_EXPORT_TOKEN is unset. */
  exportUrl: z.string().nullable(),
  /** Every imported feed with its blocks, as `/admin/calendar` lists them, so both pages give the same counts. */
  feeds: z.array(adminCalendarFeedSchema),
});
export type AdminCalendarFeedStatus = z.infer<typeof adminCalendarFeedStatusSchema>;

/**
 * A job that failed every attempt (a dead letter): an email, an invoice, a hold's expiry... It waits for the
 * host's retry, which runs it once more (what already succeeded inside it is not redone).
 */
export const adminFailedJobSchema = z.object({
  id: z.uuid(),
  job: z.string(),
  /** The reservation it is about, when it is about one. */
  reservationId: z.uuid().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});
export type AdminFailedJob = z.infer<typeof adminFailedJobSchema>;

/** `GET /api/admin/failed-jobs`: newest failure first, at most 200. */
export const adminFailedJobsResponseSchema = z.object({ jobs: z.array(adminFailedJobSchema) });
export type AdminFailedJobsResponse = z.infer<typeof adminFailedJobsResponseSchema>;

/** The admin's answers for an id that names nothing (404). */
export const RESERVATION_NOT_FOUND = 'That reservation does not exist.';
export const EMAIL_NOT_FOUND = 'That email does not exist.';
export const FAILED_JOB_NOT_FOUND = 'No failed job with that id (it may be running again already).';
