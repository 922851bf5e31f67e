import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldErrors } from '../versioned-form/field-errors';
import { saveFailure } from '../versioned-form/save-failure';
import { errorsByPath } from './form-errors';

/** What differs between the host's versioned documents (a page's content, an email, the rental agreement). */
export interface DocumentKind<Live extends { version: number }, Draft extends FieldValues, Preview> {
  /** The document's admin path: GET/PUT it, POST `preview`, POST `versions/{n}/restore`. */
  path: string;
  draftOf: (live: Live) => Draft;
  /** The contracts schema the API checks the draft with. */
  draftSchema: z.ZodType<unknown, Draft>;
  /** The draft as the API's bodies carry it (`{ body }`, `{ template }`, or the draft's own fields). */
  bodyOf: (draft: Draft) => object;
  /** The key of the draft in the API's issues (`template` for `template.body`); '' when the fields are top-level. */
  payloadKey: string;
  liveSchema: { parse: (body: unknown) => Live };
  previewSchema: { parse: (body: unknown) => Preview };
  /** Said when an earlier version is made live again as `next`. */
  restored: (version: number, next: Live) => string;
  /** The toast's title once a version is live: 'Published', 'Saved'. */
  savedTitle: string;
  /** After a save or a restore: what else shows the document reads it again. */
  onSaved?: (next: Live) => void;
  /** A preview of the draft is dropped once the draft is live (content); an email's stays beside its saved words. */
  closesPreviewOnSave?: boolean;
}

/**
 * The editing of a versioned document from its live version, in react-hook-form with the API's own schema: the draft
 * the host types (kept whatever the server answers), the problems on its fields (the schema's here, the server's
 * with their line), a preview (from the sample or a real booking), save from the version it started from, and
 * restore of an earlier one. A 409 means someone else saved meanwhile: the draft stays, only a reload saves again.
 */
export function useDocumentEditor<Live extends { version: number }, Draft extends FieldValues, Preview>(
  kind: DocumentKind<Live, Draft, Preview>,
  loaded: Live,
) {
  const { path, draftOf, bodyOf, payloadKey, liveSchema, previewSchema } = kind;
  const [live, setLive] = useState(loaded);
  // Raw: what is sent is what the host typed, checked as the API will check it.
  const form = useForm<Draft>({
    defaultValues: draftOf(loaded) as never,
    resolver: zodResolver(kind.draftSchema, undefined, { raw: true }),
  });
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [bookingId, setBookingId] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const draft = useWatch({ control: form.control }) as Draft;
  const errors: FieldErrors = errorsByPath(form.formState.errors);

  /** Runs a call with the draft once it passes its schema; else its problems are on the fields and in a toast. */
  const withDraft = (call: (checked: Draft) => Promise<void>) =>
    form.handleSubmit(call, (problems) => {
      const first = Object.values(errorsByPath(problems))[0];
      if (first) toast({ title: 'Check the form', description: first, variant: 'destructive' });
    })();

  /** Runs a call to the API; its refusal lands on the fields (with the line), the draft is never touched. */
  const send = async (what: string, call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const { status, message, fields } = saveFailure(error, payloadKey, `${what} failed. Please try again.`);
      if (status === 409) setStale(true);
      form.clearErrors();
      for (const [field, problem] of Object.entries(fields))
        if (problem) form.setError(field as FieldPath<Draft>, { type: 'server', message: problem });
      toast({ title: `${what} failed`, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  /** A new live version the server answered with, the draft replaced by it. */
  const saved = (next: Live, description: string) => {
    setLive(next);
    form.reset(draftOf(next));
    if (kind.closesPreviewOnSave) setPreview(null);
    kind.onSaved?.(next);
    toast({ title: kind.savedTitle, description });
  };
  /** The body of a preview or a test: the draft, and the booking it is filled from. */
  const trial = (checked: Draft) => ({ ...bodyOf(checked), ...(bookingId ? { reservationId: bookingId } : {}) });

  return {
    live,
    draft,
    /** Sets the value at a field's path and clears its error. */
    change: (field: string, value: unknown) => {
      form.setValue(field as FieldPath<Draft>, value as never, { shouldDirty: true });
      form.clearErrors(field as FieldPath<Draft>);
    },
    errors,
    stale,
    busy,
    bookingId,
    setBookingId,
    preview,
    closePreview: () => setPreview(null),
    showPreview: () =>
      withDraft((checked) =>
        send('Preview', async () => {
          const res = await apiRequest('POST', `${path}/preview`, trial(checked));
          setPreview(previewSchema.parse(await res.json()));
        }),
      ),
    save: (description: (next: Live) => string, what = 'Save') =>
      withDraft((checked) =>
        send(what, async () => {
          const res = await apiRequest('PUT', path, { ...bodyOf(checked), version: live.version });
          const next = liveSchema.parse(await res.json());
          saved(next, description(next));
        }),
      ),
    restore: (version: number) =>
      send('Restore', async () => {
        const res = await apiRequest('POST', `${path}/versions/${version}/restore`, { version: live.version });
        const next = liveSchema.parse(await res.json());
        saved(next, kind.restored(version, next));
      }),
    withDraft,
    send,
    saved,
    trial,
  };
}
