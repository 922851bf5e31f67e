import { z } from 'zod';

/**
 * `POST /api/messages/form`: the contact form as a browser posts it without JavaScript (urlencoded, the fields of
 * `contactMessageSchema`). It answers 303 to the page the form is on, which then shows the outcome.
 */
export const CONTACT_FORM_PATH = '/api/messages/form';

/** The pages that show the contact form: the only places its post returns to. */
export const CONTACT_FORM_PAGES = ['/', '/contact'] as const;
export type ContactFormPage = (typeof CONTACT_FORM_PAGES)[number];

/** The form element's id: the post returns to it (`/contact#contact-form`), so the guest lands on the outcome. */
export const CONTACT_FORM_ELEMENT_ID = 'contact-form';

/** The form post's query: the page it came from (anything else returns to /contact). */
export const contactFormQuerySchema = z.object({
  page: z.enum(CONTACT_FORM_PAGES).catch('/contact'),
});

/** The form's action on a page: this origin's form route, returning to that page. */
export const contactFormAction = (page: ContactFormPage) =>
  `${CONTACT_FORM_PATH}?${new URLSearchParams({ page }).toString()}`;

const typedValues = z.object({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() });
export type ContactFormValues = z.infer<typeof typedValues>;

/**
 * What the page shows after a post of its form: sent (an empty form and the confirmation), or refused, with what the
 * guest typed, each invalid field's message and, for a refusal that is not about a field (too many messages), the
 * server's message. Plain data: it is kept on the server between the post and the page, and embedded in the page.
 */
export const contactFormOutcomeSchema = z.discriminatedUnion('sent', [
  z.object({ sent: z.literal(true), page: z.enum(CONTACT_FORM_PAGES) }),
  z.object({
    sent: z.literal(false),
    page: z.enum(CONTACT_FORM_PAGES),
    values: typedValues,
    fieldErrors: typedValues.partial(),
    formError: z.string().optional(),
  }),
]);
export type ContactFormOutcome = z.infer<typeof contactFormOutcomeSchema>;
