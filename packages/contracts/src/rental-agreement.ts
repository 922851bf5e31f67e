import { z } from 'zod';
import { oneLine, plainText } from './text-rules.js';
import { templateVariables } from './message-templates/template-catalogue.js';

/** The content document kind the agreement's versions are stored as (beside the site content and the emails). */
export const RENTAL_AGREEMENT_KIND = 'rental-agreement';

/** The stay's variables an agreement may name: the house, the guest and the stay as the emails have them, and the rules. */
export const AGREEMENT_VARIABLES: readonly { name: string; description: string }[] = [
  ...templateVariables('stay-confirmation').filter(
    ({ name }) => !name.startsWith('links.') && !['stay.holdEnds', 'stay.status', 'guest.role'].includes(name),
  ),
  { name: 'house.rules', description: 'The house rules as published on /house-rules (Markdown)' },
];

/** Told to a guest who tries to pay before signing; the booking page shows the agreement beside it. */
export const AGREEMENT_SIGNATURE_NEEDED =
  'Please read and sign the rental agreement on your booking page before paying.';
export const STALE_AGREEMENT_MESSAGE =
  'Someone published the agreement since you opened it. Reload to see the latest version, then make your change again.';
export const AGREEMENT_CHANGED_MESSAGE =
  'The host has just updated the rental agreement. Please read the new version and sign again.';
export const AGREEMENT_ALREADY_SIGNED = 'You have already signed this version of the rental agreement.';

/** The agreement as the host writes it: Markdown with `{{ variables }}` (Liquid). */
export const agreementMarkdownSchema = z
  .string({ error: 'The agreement must be text' })
  .max(30_000, 'The agreement is at most 30,000 characters')
  .refine(...plainText('The agreement'))
  .refine((text) => text.trim() !== '', 'The agreement is required');

const startedFrom = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(0, 'version must be 0 or more');

/** The words in the editor, checked before they are sent. */
export const agreementDraftSchema = z.object({ markdown: agreementMarkdownSchema });

/** `PUT /api/admin/agreement`: publish the words; `version` is the one the editor started from (409 when stale). */
export const agreementPublishSchema = agreementDraftSchema.extend({ version: startedFrom });
export type AgreementPublish = z.infer<typeof agreementPublishSchema>;

/** `POST /api/admin/agreement/versions/{n}/restore`: the version the editor started from. */
export const agreementRestoreSchema = z.object({ version: startedFrom });
export type AgreementRestore = z.infer<typeof agreementRestoreSchema>;

/** `POST /api/admin/agreement/preview`: the draft, filled from a sample stay or a real one. */
export const agreementPreviewRequestSchema = z.object({
  markdown: agreementMarkdownSchema,
  reservationId: z.uuid('Choose a booking from the list').optional(),
});
export type AgreementPreviewRequest = z.infer<typeof agreementPreviewRequestSchema>;

/** An agreement filled in for a stay: the text as signed (Markdown) and its HTML (sanitized). */
export const filledAgreementSchema = z.object({ text: z.string(), html: z.string() });
export type FilledAgreement = z.infer<typeof filledAgreementSchema>;

/** The live agreement in the editor (version 0: none published yet, so no stay needs a signature). */
export const adminAgreementSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  markdown: z.string(),
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type AdminAgreement = z.infer<typeof adminAgreementSchema>;

/** A signature as stored: never changed afterwards. */
export const agreementSignatureSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  signedAt: z.string(),
  sha256: z.string(),
});
export type AgreementSignature = z.infer<typeof agreementSignatureSchema>;

/**
 * `GET /api/bookings/{reference}/agreement?key=`: once signed, the text as signed and the signature; before, the live
 * agreement filled in for this held stay, which must be signed to pay (null when none is published or the stay is
 * not held).
 */
export const guestAgreementSchema = z.object({
  agreement: filledAgreementSchema.extend({ version: z.number().int() }).nullable(),
  signatureNeeded: z.boolean(),
  signature: agreementSignatureSchema.nullable(),
});
export type GuestAgreement = z.infer<typeof guestAgreementSchema>;

/** `POST /api/bookings/{reference}/agreement?key=`: the full name typed, "I agree" ticked, the version read. */
export const signAgreementSchema = z.object({
  name: z
    .string({ error: 'Type your full name to sign' })
    .trim()
    .min(3, 'Type your full name to sign')
    .max(120, 'Your name is at most 120 characters')
    .refine(...oneLine('Your name'))
    .refine((name) => /\S\s+\S/.test(name), 'Type your full name: first and last'),
  agree: z.literal(true, { error: 'Tick "I agree" to sign the agreement' }),
  version: z.number({ error: 'version must be a whole number' }).int().min(1),
});
export type SignAgreement = z.infer<typeof signAgreementSchema>;

/** `GET /api/admin/agreement/signatures`: every stay's signature, newest first, each with its PDF. */
export const agreementSignatureListSchema = z.array(
  agreementSignatureSchema.extend({
    reservationId: z.string(),
    reference: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
  }),
);
export type AgreementSignatureList = z.infer<typeof agreementSignatureListSchema>;
