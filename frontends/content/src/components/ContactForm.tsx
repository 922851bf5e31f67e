import { contactMessageSchema, type ContactMessageInput } from '@lakehouse/contracts';
import { apiRequest, toast, useHydrated } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '' };

/** The contact form: validated by the same zod schema the API uses, posted to /api/messages. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
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
      toast({ title: 'Message Sent!', description: "Thank you for your message. We'll get back to you soon." });
      setValues(EMPTY);
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error) ?? 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
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
    disabled: submitting || !hydrated,
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1} aria-label="Contact form">
      <TextField label="Name" autoComplete="name" {...fieldProps('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...fieldProps('phone')} />
      <TextField label="Message" multiline minRows={4} {...fieldProps('message')} />
      <Button type="submit" variant="contained" size="large" disabled={submitting || !hydrated}>
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Stack>
  );
}
