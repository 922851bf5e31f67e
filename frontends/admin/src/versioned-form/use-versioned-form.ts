import { apiRequest, toast } from '@lakehouse/web-kit';
import { useState, type FormEvent, type SetStateAction } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../forms/payload-resolver';
import { useInvalidateProperty } from '../shared';
import { errorsByPath } from '../versioned-document/form-errors';
import type { FieldErrors } from './field-errors';
import { saveFailure } from './save-failure';

export interface VersionedFormState<Form> {
  form: Form;
  setForm: (update: SetStateAction<Form>) => void;
  /** Sets one field and clears its error. */
  setField: <Field extends keyof Form & string>(field: Field, value: Form[Field]) => void;
  errors: FieldErrors;
  /** Clears the error at a field's path ('seasons.0.start'), or all of them. */
  clearErrors: (path?: string) => void;
  /** Someone else saved since this version was loaded (409): only a reload can save again. */
  stale: boolean;
  busy: boolean;
  /** Checks the payload with its schema, then PUTs it with the version it was edited from. */
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A form that edits a versioned resource, held in react-hook-form and saved with `PUT <url>`
 * `{ <payloadKey>: payload, version }`: the fields' errors, from the contracts' schema first (over the payload the
 * fields make) and then from the server, a toast when the server refuses, and the 409 when the version is no longer
 * the latest. The site's chrome reads the saved values again after a save.
 */
export function useVersionedForm<Form extends FieldValues, Saved>({
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
  schema: z.ZodType<unknown, unknown>;
  parse: (body: unknown) => Saved;
  savedToast: { title: string; description: string };
  /** Said when the save fails without a message of its own. */
  failure: string;
  onSaved: (next: Saved) => void;
}): VersionedFormState<Form> {
  const [resolver] = useState(() => payloadResolver(schema, payloadOf, { raw: true }));
  const [defaultValues] = useState(initial);
  const fields = useForm<Form, unknown, unknown>({ defaultValues: defaultValues as never, resolver });
  const form = useWatch({ control: fields.control }) as Form;
  const invalidateProperty = useInvalidateProperty();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);

  const setForm = (update: SetStateAction<Form>) => {
    const current = fields.getValues();
    const next = typeof update === 'function' ? update(current) : update;
    for (const key of Object.keys(next))
      if (next[key] !== current[key])
        fields.setValue(key as FieldPath<Form>, next[key] as never, { shouldDirty: true });
  };

  const save = async (payload: unknown) => {
    setBusy(true);
    try {
      const res = await apiRequest('PUT', url, { [payloadKey]: payload, version });
      const next = parse(await res.json());
      invalidateProperty();
      toast(savedToast);
      onSaved(next);
    } catch (error) {
      const { status, message, fields: refused } = saveFailure(error, payloadKey, failure);
      if (status === 409) setStale(true);
      for (const [path, problem] of Object.entries(refused))
        if (problem) fields.setError(path as FieldPath<Form>, { type: 'server', message: problem });
      toast({ title: 'Save Failed', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    setForm,
    setField: (field, value) => {
      const path = field as string as FieldPath<Form>;
      fields.setValue(path, value, { shouldDirty: true });
      fields.clearErrors(path);
    },
    errors: errorsByPath(fields.formState.errors),
    clearErrors: (path) => fields.clearErrors(path as FieldPath<Form> | undefined),
    stale,
    busy,
    submit: (event) => fields.handleSubmit(save)(event),
  };
}
