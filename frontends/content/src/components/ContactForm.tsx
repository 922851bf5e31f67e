import {
  CONTACT_FORM_ELEMENT_ID,
  contactFormAction,
  contactMessageSchema,
  type ContactFormOutcome,
  type ContactFormPage,
  type ContactFormValues,
} from '@lakehouse/contracts';
import { apiRequest, toast, useHydratedMark } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, AlertTitle, Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import {
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';

type Field = keyof ContactFormValues;
type FieldErrors = Partial<Record<Field, string>>;
/** What the form says above its fields: the message was sent, or why it was not (not a field's fault). */
type Notice = { sent: true } | { sent: false; error: string };

const FIELDS: readonly Field[] = ['name', 'email', 'phone', 'message'];
const EMPTY: ContactFormValues = { name: '', email: '', phone: '', message: '' };

// The spec's texts: the toast's with JavaScript, the notice's without.
const SENT_TITLE = 'Message Sent!';
const SENT_TEXT = "Thank you for your message. We'll get back to you soon.";
const FAILED_TITLE = 'Error';
const FAILED_TEXT = 'Failed to send message. Please try again.';

const noSubscription = () => () => {};
/** True on the server and while hydrating its HTML; false where the browser renders the form itself. */
const useRendersServerHtml = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

function startingState(outcome: ContactFormOutcome | undefined) {
  if (!outcome) return { values: EMPTY, errors: {}, notice: undefined };
  if (outcome.sent) return { values: EMPTY, errors: {}, notice: { sent: true } as const };
  const { values, fieldErrors, formError } = outcome;
  return { values, errors: fieldErrors, notice: formError ? { sent: false as const, error: formError } : undefined };
}

/**
 * What the guest typed into the server's HTML before the form hydrated: React leaves it on screen but not in state,
 * so it is read from the fields right after hydrating (a form the browser rendered itself holds its state already).
 */
function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  setValues: (update: (current: ContactFormValues) => ContactFormValues) => void,
) {
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = { ...EMPTY };
    for (const field of FIELDS) typed[field] = (elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';
    setValues((current) => (FIELDS.some((field) => typed[field] !== current[field]) ? typed : current));
  }, [form, setValues]);
}

/**
 * Without JavaScript a field's focus has no mark (MUI draws it from a class its code sets, and hides the outline):
 * the same border, drawn by CSS alone.
 */
const focusWithoutScript = {
  '&:focus-within .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
  '&:focus-within .MuiOutlinedInput-root:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
    borderColor: 'primary.main',
  },
  '&:focus-within .MuiInputLabel-root:not(.Mui-error)': { color: 'primary.main' },
};

export interface ContactFormProps {
  /** The page the form is on: where its post comes back to without JavaScript. */
  page: ContactFormPage;
  /** What this browser's post of the form without JavaScript came to, as the server rendered the page. */
  outcome?: ContactFormOutcome;
}

/**
 * The contact form: a real HTML form, posted to the API's form route (which answers with this page showing the
 * outcome) where JavaScript is off or has not run yet. Once hydrated it validates with the same zod schema the API
 * uses and posts JSON to /api/messages, without a page load.
 */
export function ContactForm({ page, outcome }: ContactFormProps) {
  const rendersServerHtml = useRendersServerHtml();
  // The outcome is the server's page's: a form the browser renders after navigating here starts empty.
  const [starting] = useState(() => startingState(rendersServerHtml ? outcome : undefined));
  const [values, setValues] = useState<ContactFormValues>(starting.values);
  const [errors, setErrors] = useState<FieldErrors>(starting.errors);
  const [notice, setNotice] = useState<Notice | undefined>(starting.notice);
  const [submitting, setSubmitting] = useState(false);
  // Marked once hydrated: from then on a submit is the JSON call (the browser tests wait for the mark).
  const form = useHydratedMark<HTMLFormElement>();
  useTypedBeforeHydration(form, setValues);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const res = await apiRequest('POST', '/api/messages', parsed.data);
      await res.json();
      toast({ title: SENT_TITLE, description: SENT_TEXT });
      setValues(EMPTY);
    } catch (error) {
      toast({ title: FAILED_TITLE, description: apiErrorMessage(error) ?? FAILED_TEXT, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
    disabled: submitting,
    // Above the field always: without JavaScript a label inside it would stay there, over what the guest types.
    slotProps: { inputLabel: { shrink: true } },
    sx: focusWithoutScript,
  });

  return (
    <Stack
      component="form"
      ref={form}
      id={CONTACT_FORM_ELEMENT_ID}
      method="post"
      action={contactFormAction(page)}
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={1}
      // Gaps rather than margins, so a notice keeps its own margin below it.
      useFlexGap
      aria-label="Contact form"
      // When the post comes back to the form (#contact-form), its heading stays in view above it.
      sx={{ scrollMarginTop: 32 }}
    >
      {notice?.sent === true && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          <AlertTitle>{SENT_TITLE}</AlertTitle>
          {SENT_TEXT}
        </Alert>
      )}
      {notice?.sent === false && (
        <Alert severity="error" sx={{ mb: 1 }}>
          <AlertTitle>{FAILED_TITLE}</AlertTitle>
          {notice.error}
        </Alert>
      )}
      <TextField label="Name" autoComplete="name" {...fieldProps('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...fieldProps('phone')} />
      <TextField label="Message" multiline minRows={4} {...fieldProps('message')} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Stack>
  );
}
