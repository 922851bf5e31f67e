import { z } from 'zod';
import { oneLine } from './text-rules.js';

/** `POST /api/admin/calendar-feeds` body and the admin form's schema: a feed the host adds (Airbnb, VRBO, ...). */
export const calendarFeedInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name is at most 60 characters')
    .refine(...oneLine('Name')),
  url: z
    .string({ error: 'Feed URL is required' })
    .trim()
    .min(1, 'Feed URL is required')
    .max(2_000, 'Feed URL is at most 2,000 characters')
    .refine((text) => {
      try {
        return ['http:', 'https:'].includes(new URL(text).protocol);
      } catch {
        return false;
      }
    }, 'Feed URL must be an http(s):// address, such as the iCal export link Airbnb gives'),
});
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;
export type CalendarFeedFields = z.output<typeof calendarFeedInputSchema>;

/** One imported feed as the admin shows it: its health, last good sync, conflicts, and whether a sync is running. */
export const adminCalendarFeedSchema = z.object({
  source: z.string(),
  /** The host's name for it; 'Settings feed (ICAL_FEED_URL)' or 'Sample feed' for the settings' feed. */
  name: z.string(),
  /** Without its secret parts. */
  url: z.string(),
  addedByHost: z.boolean(),
  status: z.enum(['never synced', 'ok', 'failing']),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  blocksCount: z.number().int(),
  openConflicts: z.number().int(),
  /** 'Sync now' was asked and that sync has not ended yet. */
  syncing: z.boolean(),
});
export type AdminCalendarFeed = z.infer<typeof adminCalendarFeedSchema>;

export const CALENDAR_FEED_GONE_MESSAGE = 'That calendar feed no longer exists.';
