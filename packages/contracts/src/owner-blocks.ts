import { z } from 'zod';
import { addDays, isIsoDate } from './iso-dates.js';
import { oneLine } from './text-rules.js';

/** The longest stretch one owner block may close (a season of maintenance, not the whole calendar). */
export const LONGEST_OWNER_BLOCK_NIGHTS = 365;

/** Why the host closes the nights: their own stay, or work on the house. */
export const ownerBlockKindSchema = z.enum(['owner_stay', 'maintenance'], {
  error: 'Choose owner stay or maintenance',
});
export type OwnerBlockKind = z.infer<typeof ownerBlockKindSchema>;

export const OWNER_BLOCK_KIND_LABELS: Record<OwnerBlockKind, string> = {
  owner_stay: 'Owner stay',
  maintenance: 'Maintenance',
};

/** What a guest's calendar and the iCal export say of an owner block: never the host's note or reason. */
export const OWNER_BLOCK_PUBLIC_TITLE = 'Unavailable';

const blockDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isIsoDate, `${label} must be a date written as yyyy-MM-dd`);

/**
 * `POST /api/admin/owner-blocks` body and the admin form's schema: the nights from `startsOn` up to, not
 * including, `endsOn` (the day the house is free again, as a checkout day), and a short private note.
 */
export const ownerBlockInputSchema = z
  .object({
    kind: ownerBlockKindSchema,
    startsOn: blockDate('First night'),
    endsOn: blockDate('Free again on'),
    note: z
      .string()
      .trim()
      .max(200, 'Note is at most 200 characters')
      .refine(...oneLine('Note'))
      .default(''),
  })
  .superRefine((block, context) => {
    if (!isIsoDate(block.startsOn) || !isIsoDate(block.endsOn)) return;
    if (block.endsOn <= block.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'Free again on must be after the first night' });
    } else if (block.endsOn > addDays(block.startsOn, LONGEST_OWNER_BLOCK_NIGHTS)) {
      context.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: `One block is at most ${LONGEST_OWNER_BLOCK_NIGHTS} nights`,
      });
    }
  });
export type OwnerBlockInput = z.input<typeof ownerBlockInputSchema>;
export type OwnerBlockFields = z.output<typeof ownerBlockInputSchema>;

export const ownerBlockSchema = z.object({
  id: z.string(),
  kind: ownerBlockKindSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type OwnerBlock = z.infer<typeof ownerBlockSchema>;

/** 409 when the nights already carry a held or confirmed direct booking. */
export const OWNER_BLOCK_OVER_BOOKING_MESSAGE =
  'A direct booking already has some of those nights. Choose other dates, or cancel the booking first.';
/** 409 when the host already blocked some of those nights. */
export const OWNER_BLOCK_OVERLAP_MESSAGE =
  'You already blocked some of those nights. Remove that block or choose other dates.';
/** 404 on removing a block that is gone. */
export const OWNER_BLOCK_GONE_MESSAGE = 'That block no longer exists.';
