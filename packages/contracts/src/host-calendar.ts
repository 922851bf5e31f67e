import { z } from 'zod';
import { ownerBlockKindSchema } from './owner-blocks.js';

/** What takes (or asks for) nights in the host's month view. */
export const hostCalendarEntryKindSchema = z.enum(['booking', 'hold', 'inquiry', 'feed_block', 'owner_block']);
export type HostCalendarEntryKind = z.infer<typeof hostCalendarEntryKindSchema>;

/** The legend's words: each kind is told by its text, never by colour alone. */
export const HOST_CALENDAR_KIND_LABELS: Record<HostCalendarEntryKind, string> = {
  booking: 'Direct booking',
  hold: 'Hold (unpaid)',
  inquiry: 'Inquiry',
  feed_block: 'Feed block',
  owner_block: 'Your block',
};

/** `GET /api/admin/calendar?month=yyyy-MM`. */
export const hostCalendarQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, written as yyyy-MM' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written as yyyy-MM, such as 2027-03'),
});
export type HostCalendarQuery = z.infer<typeof hostCalendarQuerySchema>;

/**
 * One stretch of nights [startsOn, endsOn) with a night in the month: a reservation (`id` its id, `label` the
 * guest's name), a feed block (`label` its feed and title) or an owner block (`id` for removing it, `label` its
 * kind and note).
 */
export const hostCalendarEntrySchema = z.object({
  kind: hostCalendarEntryKindSchema,
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  label: z.string(),
  ownerBlockKind: ownerBlockKindSchema.nullable(),
});
export type HostCalendarEntry = z.infer<typeof hostCalendarEntrySchema>;

export const hostCalendarMonthSchema = z.object({
  month: z.string(),
  /** By first night, then kind. Expired and cancelled reservations are left out: they take no nights. */
  entries: z.array(hostCalendarEntrySchema),
});
export type HostCalendarMonth = z.infer<typeof hostCalendarMonthSchema>;
