import { z } from 'zod';

/** `GET /api/admin/turnovers/schedule`: whether the cleaner's calendar link exists, and where the digest goes. */
export const cleaningScheduleSchema = z.object({
  /** Only the link's hash is kept: the link itself is shown once, when it is made. */
  feedLinkActive: z.boolean(),
  digestEmail: z.email().nullable(),
});
export type CleaningSchedule = z.infer<typeof cleaningScheduleSchema>;

/**
 * `POST /api/admin/turnovers/feed-link`: a new private calendar link (`/api/turnovers/<secret>.ics`, on the site's
 * address); the one before stops working.
 */
export const cleaningFeedLinkSchema = z.object({ feedPath: z.string() });
export type CleaningFeedLink = z.infer<typeof cleaningFeedLinkSchema>;

/** `PUT /api/admin/turnovers/digest-email`: where the weekly schedule and its changes are emailed (null: nowhere). */
export const saveDigestEmailSchema = z.object({
  digestEmail: z.email('Enter an email address, like cleaner@example.com.').max(254).nullable(),
});
export type SaveDigestEmail = z.infer<typeof saveDigestEmailSchema>;

/** How many days ahead the cleaner's digest and its change emails look. */
export const CLEANING_DIGEST_DAYS = 14;
