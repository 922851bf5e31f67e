import { z } from 'zod';

/** How long before check-in the guest sees their door code (the host's lock has it from the moment it is issued). */
export const DOOR_CODE_SHOWN_HOURS_BEFORE_CHECK_IN = 48;

/** A door code is never given to another stay within this many days, so an old guest's code opens nothing new. */
export const DOOR_CODE_REUSE_DAYS = 365;

/** `PUT /api/admin/reservations/{id}/door-code`: the host sets a stay's code by hand (a lock with its own codes). */
export const setDoorCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter the door code.' })
    .trim()
    .regex(/^\d{4,8}$/, 'A door code is 4 to 8 digits.'),
});
export type SetDoorCode = z.infer<typeof setDoorCodeSchema>;

/** A stay's door code: valid on the lock from check-in time to check-out time. */
export const doorCodeSchema = z.object({
  code: z.string(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
});
export type DoorCode = z.infer<typeof doorCodeSchema>;

/**
 * The door code on the guest's booking page: 'shown' once the stay is paid and signed, from 48 hours before check-in;
 * 'later' until then (with the time it would show); 'waiting-for-deposit' while the card refuses the damage deposit;
 * 'none' for a stay that has none.
 */
export const guestDoorCodeSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('waiting-for-deposit') }),
  z.object({ state: z.literal('later'), shownFrom: z.iso.datetime() }),
  z.object({ state: z.literal('shown'), doorCode: doorCodeSchema }),
]);
export type GuestDoorCode = z.infer<typeof guestDoorCodeSchema>;

/** The host's view of a stay's door code: the code, who chose it, and whether the guest sees it yet. */
export const adminDoorCodeSchema = doorCodeSchema.extend({
  chosenBy: z.enum(['generated', 'host']),
  shownToGuestAt: z.iso.datetime().nullable(),
});
export type AdminDoorCode = z.infer<typeof adminDoorCodeSchema>;

export const DOOR_CODE_TAKEN = `This code was given to another stay in the last year; please choose another.`;
export const DOOR_CODE_NEEDS_CONFIRMED_STAY = 'A door code can be set for a confirmed stay only.';
