import { apiRequest, toast } from '@lakehouse/web-kit';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useInvalidateProperty } from '../shared';
import { checkPayload, type FieldErrors, type PayloadSchema } from './field-errors';
import { saveFailure } from './save-failure';

export interface VersionedFormState<Form> {
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
  /** Sets one field and clears its error. */
  setField: <Field extends keyof Form & string>(field: Field, value: Form[Field]) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Someone else saved since this version was loaded (409): only a reload can save again. */
  stale: boolean;
  busy: boolean;
  /** Checks the payload with its schema, then PUTs it with the version it was edited from. */
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A form that edits a versioned resource and saves it with `PUT <url>` `{ <payloadKey>: payload, version }`: the
 * fields' errors, from the schema first and then from the server, a toast either way, and the 409 when the version
 * is no longer the latest. The site's chrome reads the saved values again after a save.
 */
export function useVersionedForm<Form, Saved>({
  initial,
  payloadOf,
  url,
  payloadKey,
  version,
  schema,
  parse,
  savedToast,
  failure,
  onSaved,
}: {
  initial: () => Form;
  /** What is saved, from what the form holds. */
  payloadOf: (form: Form) => unknown;
  url: string;
  payloadKey: string;
  version: number;
  schema: PayloadSchema;
  parse: (body: unknown) => Saved;
  savedToast: { title: string; description: string };
  /** Said when the save fails without a message of its own. */
  failure: string;
  onSaved: (next: Saved) => void;
}): VersionedFormState<Form> {
  const [form, setForm] = useState(initial);
  const invalidateProperty = useInvalidateProperty();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);

  const setField = <Field extends keyof Form & string>(field: Field, value: Form[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(form);
    const problems = checkPayload(schema, payload);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const res = await apiRequest('PUT', url, { [payloadKey]: payload, version });
      const next = parse(await res.json());
      invalidateProperty();
      toast(savedToast);
      onSaved(next);
    } catch (error) {
      const { status, message, fields } = saveFailure(error, payloadKey, failure);
      if (status === 409) setStale(true);
      setErrors(fields);
      toast({ title: 'Save Failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return { form, setForm, setField, errors, setErrors, stale, busy, submit };
}
