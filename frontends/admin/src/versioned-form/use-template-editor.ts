import { apiRequest, toast } from '@lakehouse/web-kit';
import { useState } from 'react';
import { checkPayload, type FieldErrors, type PayloadSchema } from './field-errors';
import { saveFailure } from './save-failure';

/** What differs between the host's templates (an email, the rental agreement): their calls and their shapes. */
export interface TemplateEditorOptions<
  Live extends { version: number },
  Draft extends Record<string, string>,
  Preview,
> {
  /** The template's admin path: GET/PUT it, POST `preview`, POST `versions/{n}/restore`. */
  path: string;
  loaded: Live;
  draftOf: (live: Live) => Draft;
  draftSchema: PayloadSchema;
  /** The draft as the API's bodies carry it (`{ template: draft }`, or the draft's own fields). */
  bodyOf: (draft: Draft) => object;
  /** The key of the draft in the API's issues (`template` for `template.body`); '' when the fields are top-level. */
  payloadKey: string;
  parseLive: (body: unknown) => Live;
  parsePreview: (body: unknown) => Preview;
}

export interface TemplateEditor<Live, Draft, Preview> {
  live: Live;
  draft: Draft;
  change: (field: keyof Draft, value: string) => void;
  errors: FieldErrors;
  /** Someone else saved since `live` was loaded (409): the draft stays; a reload replaces it. */
  stale: boolean;
  busy: boolean;
  /** '' for the sample booking, else a real booking's id. */
  bookingId: string;
  setBookingId: (id: string) => void;
  preview: Preview | null;
  closePreview: () => void;
  showPreview: () => Promise<void>;
  save: (description: (next: Live) => string) => Promise<void>;
  restore: (version: number) => Promise<void>;
  /** Whether the draft passes its schema; else its problems are shown on the fields and in a toast. */
  checked: () => boolean;
  /** Runs a call to the API; its refusal lands on the fields (with the line), the draft is never touched. */
  send: (what: string, call: () => Promise<void>) => Promise<void>;
  /** A new live version the server answered with, the draft replaced by it. */
  saved: (next: Live, description: string) => void;
  /** The body of a preview or a test: the draft, and the booking it is filled from. */
  trial: () => object;
}

/**
 * The editing of a versioned template from its live version: the draft the host types (kept whatever the server
 * answers), the problems on its fields (the schema's here, the template's with their line from the server), a
 * preview from the sample or a real booking, save from the version it started from, and restore of an earlier one.
 */
export function useTemplateEditor<Live extends { version: number }, Draft extends Record<string, string>, Preview>(
  options: TemplateEditorOptions<Live, Draft, Preview>,
): TemplateEditor<Live, Draft, Preview> {
  const { path, loaded, draftOf, draftSchema, bodyOf, payloadKey, parseLive, parsePreview } = options;
  const [live, setLive] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [bookingId, setBookingId] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);

  const checked = () => {
    const problems = checkPayload(draftSchema, draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    toast({ title: 'Check the form', description: Object.values(problems)[0]!, variant: 'destructive' });
    return false;
  };

  const send = async (what: string, call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const { status, message, fields } = saveFailure(error, payloadKey, `${what} failed. Please try again.`);
      if (status === 409) setStale(true);
      setErrors(fields);
      toast({ title: `${what} failed`, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const saved = (next: Live, description: string) => {
    setLive(next);
    setDraft(draftOf(next));
    setErrors({});
    toast({ title: 'Saved', description });
  };
  const trial = () => ({ ...bodyOf(draft), ...(bookingId ? { reservationId: bookingId } : {}) });

  return {
    live,
    draft,
    change: (field, value) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    errors,
    stale,
    busy,
    bookingId,
    setBookingId,
    preview,
    closePreview: () => setPreview(null),
    showPreview: async () => {
      if (!checked()) return;
      await send('Preview', async () => {
        const res = await apiRequest('POST', `${path}/preview`, trial());
        setPreview(parsePreview(await res.json()));
      });
    },
    save: async (description) => {
      if (!checked()) return;
      await send('Save', async () => {
        const res = await apiRequest('PUT', path, { ...bodyOf(draft), version: live.version });
        const next = parseLive(await res.json());
        saved(next, description(next));
      });
    },
    restore: async (version: number) => {
      await send('Restore', async () => {
        const res = await apiRequest('POST', `${path}/versions/${version}/restore`, { version: live.version });
        const next = parseLive(await res.json());
        saved(next, `Version ${version} is used again, as version ${next.version}.`);
      });
    },
    checked,
    send,
    saved,
    trial,
  };
}
