import {
  type AdminContentDocument,
  adminContentDocumentSchema,
  CONTENT_KINDS,
  type ContentKind,
  contentPathOf,
  type PublishedContent,
} from '@lakehouse/contracts';
import { apiRequest, toast, useInvalidateApiQuery } from '@lakehouse/web-kit';
import { useState } from 'react';
import { useInvalidateProperty } from '../../shared';
import { checkPayload, type FieldErrors } from '../../versioned-form/field-errors';
import { saveFailure } from '../../versioned-form/save-failure';
import { setAt, type ContentPath } from './content-values';

export interface ContentEditor {
  /** The live version the draft started from. */
  live: AdminContentDocument;
  draft: unknown;
  change: (path: ContentPath, value: unknown) => void;
  errors: FieldErrors;
  /** Someone else published since `live` was loaded (409): the draft stays; a reload replaces it. */
  stale: boolean;
  busy: boolean;
  preview: PublishedContent | null;
  closePreview: () => void;
  showPreview: () => Promise<void>;
  publish: () => Promise<void>;
  restore: (version: number) => Promise<void>;
}

/**
 * The editing of one kind of content from its live version: the draft the host types (kept whatever the server
 * answers), its errors by field from the schema and then from the server, a preview rendered by the server, publish
 * from the version it started from, and restore of an earlier version. Guests' pages read the new version at once.
 */
export function useContentEditor(kind: ContentKind, loaded: AdminContentDocument): ContentEditor {
  const [live, setLive] = useState(loaded);
  const [draft, setDraft] = useState<unknown>(loaded.body);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PublishedContent | null>(null);
  const invalidate = useInvalidateApiQuery();
  const invalidateProperty = useInvalidateProperty();
  const { schema, title } = CONTENT_KINDS[kind];

  const change = (path: ContentPath, value: unknown) => {
    setDraft((current: unknown) => setAt(current, path, value));
    setErrors((current) => ({ ...current, [path.join('.')]: undefined }));
  };

  /** The draft's problems, shown on its fields; true when there are none. */
  const checked = () => {
    const problems = checkPayload(schema, draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    toast({ title: 'Check the form', description: Object.values(problems)[0]!, variant: 'destructive' });
    return false;
  };

  /** Runs a call to the API; its refusal lands on the fields, the draft is never touched. */
  const send = async (what: string, call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const { status, message, fields } = saveFailure(error, 'body', `${what} failed. Please try again.`);
      if (status === 409) setStale(true);
      setErrors(fields);
      toast({ title: `${what} failed`, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const published = (next: AdminContentDocument, description: string) => {
    setLive(next);
    setDraft(next.body);
    setPreview(null);
    void invalidate(contentPathOf(kind));
    if (kind === 'house') invalidateProperty();
    toast({ title: 'Published', description });
  };

  return {
    live,
    draft,
    change,
    errors,
    stale,
    busy,
    preview,
    closePreview: () => setPreview(null),
    showPreview: async () => {
      if (!checked()) return;
      await send('Preview', async () => {
        const res = await apiRequest('POST', `/api/admin/content/${kind}/preview`, { body: draft });
        setPreview((await res.json()) as PublishedContent);
      });
    },
    publish: async () => {
      if (!checked()) return;
      await send('Publish', async () => {
        const res = await apiRequest('PUT', `/api/admin/content/${kind}`, { body: draft, version: live.version });
        const next = adminContentDocumentSchema.parse(await res.json());
        published(next, `${title}: version ${next.version} is live.`);
      });
    },
    restore: async (version: number) => {
      await send('Restore', async () => {
        const res = await apiRequest('POST', `/api/admin/content/${kind}/versions/${version}/restore`, {
          version: live.version,
        });
        const next = adminContentDocumentSchema.parse(await res.json());
        published(next, `${title}: version ${version} is live again, as version ${next.version}.`);
      });
    },
  };
}
