import { z } from 'zod';
import { oneLine, plainText } from '../text-rules.js';

const line = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} is at most 200 characters`)
    .refine(...oneLine(label));

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is at most ${max} characters`)
    .refine(...plainText(label));

/**
 * One email's words as the host writes them, with `{{ variables }}` (Liquid). The body's paragraphs are separated by
 * a blank line; the stay's details, the price lines and the booking button are added by the house after them.
 */
export const messageTemplateSchema = z.object({
  subject: line('Subject'),
  heading: line('Heading'),
  body: text('Message', 5000).refine((body) => body.trim() !== '', 'Message is required'),
  footer: text('Small print', 1000),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** The version an edit started from: 0 while the template has never been saved (the default is live). */
const startedFrom = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(0, 'version must be 0 or more');

/** `PUT /api/admin/messages/{key}`: the new words and the version the editor started from (409 when stale). */
export const messageTemplateSaveSchema = z.object({ template: messageTemplateSchema, version: startedFrom });
export type MessageTemplateSave = z.infer<typeof messageTemplateSaveSchema>;

/**
 * `POST /api/admin/messages/{key}/reset` (the default's words become a new version) and
 * `POST /api/admin/messages/{key}/versions/{n}/restore` (version n's words do): the version the editor started from.
 */
export const messageTemplateVersionSchema = z.object({ version: startedFrom });
export type MessageTemplateVersion = z.infer<typeof messageTemplateVersionSchema>;

/**
 * `POST /api/admin/messages/{key}/preview` and `/test` ("send me a test", to your contact email): the words in the
 * editor, filled from a sample booking, or from a real one when `reservationId` is given.
 */
export const messageTemplateTrialSchema = z.object({
  template: messageTemplateSchema,
  reservationId: z.uuid('Choose a booking from the list').optional(),
});
export type MessageTemplateTrial = z.infer<typeof messageTemplateTrialSchema>;

/** The preview: the email as it would go out. */
export const messageTemplatePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MessageTemplatePreview = z.infer<typeof messageTemplatePreviewSchema>;

/** `POST /api/admin/messages/{key}/test`: where the test goes. */
export const messageTemplateTestSentSchema = z.object({ to: z.string() });

/** An email that went out with the default words because the saved ones failed. */
const templateFallbackSchema = z.object({ at: z.string(), reason: z.string() });

/** `GET`/`PUT /api/admin/messages/{key}`: the live words (the default's while never saved) and what it may use. */
export const adminMessageTemplateSchema = z.object({
  key: z.string(),
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  template: messageTemplateSchema,
  isDefault: z.boolean(),
  defaultTemplate: messageTemplateSchema,
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
  /** The last email since this version that fell back to the default, if any. */
  fallback: templateFallbackSchema.nullable(),
});
export type AdminMessageTemplate = z.infer<typeof adminMessageTemplateSchema>;

/** `GET /api/admin/messages`: every template, in the catalogue's order. */
export const adminMessageTemplateListSchema = z.array(
  z.object({
    key: z.string(),
    version: z.number().int(),
    isDefault: z.boolean(),
    fallback: templateFallbackSchema.nullable(),
  }),
);
export type AdminMessageTemplateList = z.infer<typeof adminMessageTemplateListSchema>;

export const STALE_TEMPLATE_MESSAGE =
  'Someone else saved this email while you were editing. Your text is still in the form: copy what you need, load their version, then save again.';
