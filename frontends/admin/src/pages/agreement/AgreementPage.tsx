import {
  type AdminAgreement,
  adminAgreementSchema,
  agreementDraftSchema,
  type FilledAgreement,
  filledAgreementSchema,
} from '@lakehouse/contracts';
import { Box, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useRef } from 'react';
import { formatDateTime } from '../../shared';
import { DocumentEditorLayout } from '../../versioned-document/DocumentEditorLayout';
import { DocumentPreviewCard } from '../../versioned-document/DocumentPreviewCard';
import { type DocumentKind, useDocumentEditor } from '../../versioned-document/use-document-editor';
import { VersionedDocumentPage } from '../../versioned-document/VersionedDocumentPage';
import { BookingChoice } from '../../versioned-form/BookingChoice';
import { FormTextField } from '../../versioned-form/FormTextField';
import { TemplateVariables } from '../../versioned-form/TemplateVariables';
import { SignedAgreements } from './SignedAgreements';

type AgreementDraft = { markdown: string };

/** The rental agreement as a versioned document: its fields are the body's own. */
const AGREEMENT: DocumentKind<AdminAgreement, AgreementDraft, FilledAgreement> = {
  path: '/api/admin/agreement',
  draftOf: (live) => ({ markdown: live.markdown }),
  draftSchema: agreementDraftSchema,
  bodyOf: (draft) => draft,
  payloadKey: '',
  liveSchema: adminAgreementSchema,
  previewSchema: filledAgreementSchema,
  restored: (version, next) => `Version ${version} is used again, as version ${next.version}.`,
  savedTitle: 'Saved',
};

const LIVE_NOTE = {
  none: 'Until you publish an agreement, guests pay without signing one. Once published, every guest who has not paid yet reads it on their booking page and signs it by typing their full name before they can pay.',
  some: 'Guests who have not paid yet read the live version on their booking page and sign it by typing their full name before they can pay. A guest who already signed keeps the version they signed.',
};

/** /admin/agreement: the rental agreement guests sign before paying, written, previewed, published and restored. */
export function AgreementPage() {
  return (
    <VersionedDocumentPage
      title="Rental Agreement"
      breadcrumbs={[{ label: 'Admin', href: '/admin/dashboard' }, { label: 'Rental Agreement' }]}
      url="/api/admin/agreement"
      schema={adminAgreementSchema}
      failure="The agreement could not be loaded."
    >
      {(loaded, onReload) => <AgreementForm loaded={loaded} onReload={onReload} />}
    </VersionedDocumentPage>
  );
}

function AgreementForm({ loaded, onReload }: { loaded: AdminAgreement; onReload: () => void }) {
  const editor = useDocumentEditor(AGREEMENT, loaded);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const insert = (name: string) => {
    const text = editor.draft.markdown;
    const at = input.current?.selectionStart ?? text.length;
    editor.change('markdown', `${text.slice(0, at)}{{ ${name} }}${text.slice(input.current?.selectionEnd ?? at)}`);
  };
  const { live } = editor;
  return (
    <DocumentEditorLayout
      editor={editor}
      label="Edit the rental agreement"
      header={
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <Chip
              variant="outlined"
              sx={{ maxWidth: '100%' }}
              label={
                live.publishedAt
                  ? `Version ${live.version}, published ${formatDateTime(live.publishedAt)} by ${live.publishedBy}`
                  : 'Not published yet'
              }
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {live.version === 0 ? LIVE_NOTE.none : LIVE_NOTE.some}
          </Typography>
        </>
      }
      conflict={{
        title: 'Published elsewhere',
        text: 'Someone else published the agreement while you were editing. Your text is still in the form: copy what you need, then load their version (it replaces the form) and publish again.',
      }}
      fields={
        <FormTextField
          label="Agreement"
          name="markdown"
          value={editor.draft.markdown}
          error={editor.errors['markdown']}
          help="Markdown: # for a heading, - for a list item, **bold**. Variables are filled in for each stay."
          multiline
          minRows={14}
          onChange={(event) => editor.change('markdown', event.target.value)}
          onFocus={(event) => {
            input.current = event.target;
          }}
          slotProps={{ htmlInput: { spellCheck: true } }}
        />
      }
      belowFields={<BookingChoice editor={editor} />}
      submitLabel="Publish"
      onSubmit={() => editor.save((next) => `Version ${next.version} is what guests sign from now on.`)}
      onReload={onReload}
      preview={
        editor.preview && (
          // The draft filled in for a stay, as the guest will read it (the server's sanitized HTML).
          <DocumentPreviewCard testId="agreement-preview" title="Preview (not published)" onClose={editor.closePreview}>
            <Box sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: editor.preview.html }} />
          </DocumentPreviewCard>
        )
      }
      aside={
        <>
          <TemplateVariables variables={live.variables} onInsert={insert} />
          <SignedAgreements liveVersion={live.version} />
        </>
      }
      versionsPath="/api/admin/agreement/versions"
    />
  );
}
