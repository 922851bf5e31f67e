import { z } from 'zod';
import { helperRoleSchema } from './admin-sign-in.js';
import { oneLine } from './text-rules.js';

/** How long an invite link works (once) before the host has to send a new one. */
export const INVITE_VALID_HOURS = 72;

/** The secret part of an invite or personal sign-in link: 43 base64url characters (256 bits). */
const linkToken = z
  .string({ error: 'This link is incomplete: open the whole link you were sent.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete: open the whole link you were sent.');

/** `POST /api/admin/helpers/invites`: whom the host lets in. */
export const helperInviteRequestSchema = z.object({ role: helperRoleSchema });
export type HelperInviteRequest = z.input<typeof helperInviteRequestSchema>;

/**
 * The link the host sends (a path on this site, its secret after `#` so it never reaches a server log); it is shown
 * once and works once until `expiresAt`.
 */
export const helperInviteSchema = z.object({ path: z.string(), role: helperRoleSchema, expiresAt: z.iso.datetime() });
export type HelperInvite = z.infer<typeof helperInviteSchema>;

const helperNameText = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(1, 'Please enter your name')
  .max(60, 'Your name is at most 60 characters')
  .refine(...oneLine('Name'));

/** `POST /api/admin/helpers/accept`: the invitee opens the link and chooses the name the host will see. */
export const acceptInviteSchema = z.object({ token: linkToken, name: helperNameText });
export type AcceptInvite = z.input<typeof acceptInviteSchema>;

/** `POST /api/admin/helpers/sign-in`: the personal sign-in link's key. */
export const helperSignInSchema = z.object({ key: linkToken });
export type HelperSignIn = z.input<typeof helperSignInSchema>;

/** What the invitee gets on accepting: their own sign-in link (a path, as the invite's), shown once, to keep. */
export const helperWelcomeSchema = z.object({
  name: z.string(),
  role: helperRoleSchema,
  signInPath: z.string(),
});
export type HelperWelcome = z.infer<typeof helperWelcomeSchema>;

export const INVITE_REFUSED = 'This invite link has already been used or has expired. Ask the host for a new one.';
export const SIGN_IN_LINK_REFUSED = 'This sign-in link no longer works. Ask the host for a new invite.';

/** One person the host let in (`GET /api/admin/helpers`). */
export const helperSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: helperRoleSchema,
  joinedAt: z.iso.datetime(),
  activeSessions: z.number().int(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type Helper = z.infer<typeof helperSchema>;

/** `GET /api/admin/helpers`: the helpers and the invites still open. */
export const helpersOverviewSchema = z.object({
  helpers: z.array(helperSchema),
  openInvites: z.array(z.object({ id: z.uuid(), role: helperRoleSchema, expiresAt: z.iso.datetime() })),
});
export type HelpersOverview = z.infer<typeof helpersOverviewSchema>;

/** `POST /api/admin/helpers/{id}/end-sessions`. */
export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** One stay as the cleaner sees it: dates, how many, the guest's first name; never money or contact details. */
export const turnoverStaySchema = z.object({
  source: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guestCount: z.number().int().nullable(),
  firstName: z.string().nullable(),
});
export type TurnoverStay = z.infer<typeof turnoverStaySchema>;

/** A departure and the next arrival after it: the window to clean in. */
export const turnoverSchema = z.object({
  departure: turnoverStaySchema,
  nextArrival: turnoverStaySchema.nullable(),
  /** The next guests arrive the day the last ones leave: the cleaning fits between check-out and check-in. */
  sameDay: z.boolean(),
});
export type Turnover = z.infer<typeof turnoverSchema>;

/** `GET /api/admin/turnovers`: departures from today for the next 90 days. */
export const turnoversSchema = z.object({ from: z.string(), to: z.string(), turnovers: z.array(turnoverSchema) });
export type Turnovers = z.infer<typeof turnoversSchema>;
