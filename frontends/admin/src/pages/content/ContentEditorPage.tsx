import {
  type AdminContentDocument,
  adminContentDocumentSchema,
  CONTENT_KINDS,
  contentFieldOf,
  type ContentKind,
  contentPathOf,
  type PublishedContent,
} from '@lakehouse/contracts';
import { useInvalidateApiQuery } from '@lakehouse/web-kit';
import { Chip, Typography } from '@lakehouse/web-kit/mui';
import { useMemo } from 'react';
import { formatDateTime, useInvalidateProperty } from '../../shared';
import { DocumentEditorLayout } from '../../versioned-document/DocumentEditorLayout';
import { DocumentPreviewCard } from '../../versioned-document/DocumentPreviewCard';
import { type DocumentKind, useDocumentEditor } from '../../versioned-document/use-document-editor';
import { VersionedDocumentPage } from '../../versioned-document/VersionedDocumentPage';
import { ContentFieldEditor } from './ContentFields';
import { ContentPreview } from './ContentPreview';
import { pathKey } from './content-values';

type ContentDraft = Record<string, unknown>;

/** /admin/content/{kind}: one kind of the site's content, edited, previewed, published and restored. */
export function ContentEditorPage({ kind }: { kind: ContentKind }) {
  const { title } = CONTENT_KINDS[kind];
  return (
    <VersionedDocumentPage
      title={`Edit ${title}`}
      breadcrumbs={[
        { label: 'Admin', href: '/admin/dashboard' },
        { label: 'Site Content', href: '/admin/content' },
        { label: title },
      ]}
      url={`/api/admin/content/${kind}`}
      schema={adminContentDocumentSchema}
      failure="The content could not be loaded."
    >
      {(loaded, onReload) => <ContentEditorForm kind={kind} loaded={loaded} onReload={onReload} />}
    </VersionedDocumentPage>
  );
}

/** Content as a versioned document: published as `{ body }`; guests' pages read the new version at once. */
function useContentKind(kind: ContentKind): DocumentKind<AdminContentDocument, ContentDraft, PublishedContent> {
  const invalidate = useInvalidateApiQuery();
  const invalidateProperty = useInvalidateProperty();
  const { schema, title } = CONTENT_KINDS[kind];
  return {
    path: `/api/admin/content/${kind}`,
    draftOf: (live) => live.body,
    draftSchema: schema as never,
    bodyOf: (body) => ({ body }),
    payloadKey: 'body',
    liveSchema: adminContentDocumentSchema,
    // Rendered by the server from the draft it has just checked.
    previewSchema: { parse: (body) => body as PublishedContent },
    restored: (version, next) => `${title}: version ${version} is live again, as version ${next.version}.`,
    savedTitle: 'Published',
    closesPreviewOnSave: true,
    onSaved: () => {
      void invalidate(contentPathOf(kind));
      if (kind === 'house') invalidateProperty();
    },
  };
}

function ContentEditorForm({
  kind,
  loaded,
  onReload,
}: {
  kind: ContentKind;
  loaded: AdminContentDocument;
  onReload: () => void;
}) {
  const editor = useDocumentEditor(useContentKind(kind), loaded);
  const field = useMemo(() => contentFieldOf(CONTENT_KINDS[kind].schema), [kind]);
  const { pages, title } = CONTENT_KINDS[kind];
  return (
    <DocumentEditorLayout
      editor={editor}
      label={`Edit ${title}`}
      header={
        <>
          <Chip
            label={`Live: version ${editor.live.version}, published ${formatDateTime(editor.live.publishedAt)}`}
            sx={{ mb: 1, maxWidth: '100%' }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Shown on {pages.join(', ')}. Publishing makes it live on the next page load.
          </Typography>
        </>
      }
      conflict={{
        title: 'Published elsewhere',
        text: 'Someone else published this page while you were editing. Your text is still in the form: copy what you need, then load their version (it replaces the form) and publish again.',
        testId: 'content-conflict',
      }}
      fields={
        <ContentFieldEditor
          field={field}
          value={editor.draft}
          path={[]}
          label={title}
          errors={editor.errors}
          onChange={(path, value) => editor.change(pathKey(path), value)}
        />
      }
      submitLabel="Publish"
      onSubmit={() => editor.save((next) => `${title}: version ${next.version} is live.`, 'Publish')}
      onReload={onReload}
      preview={
        editor.preview && (
          <DocumentPreviewCard testId="content-preview" title="Preview (not published)" onClose={editor.closePreview}>
            <ContentPreview field={field} value={editor.preview.body} />
          </DocumentPreviewCard>
        )
      }
      versionsPath={`/api/admin/content/${kind}/versions`}
    />
  );
}
