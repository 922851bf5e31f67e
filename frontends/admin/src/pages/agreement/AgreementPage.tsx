import { type AdminAgreement, adminAgreementSchema } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useRef } from 'react';
import { AdminPageStatus } from '../../AdminPageStatus';
import { formatDateTime } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useAdminStaff } from '../../use-admin-session';
import { BookingChoice } from '../../versioned-form/BookingChoice';
import { FormTextField } from '../../versioned-form/FormTextField';
import { TemplateVariables } from '../../versioned-form/TemplateVariables';
import { ContentVersionHistory } from '../content/ContentVersionHistory';
import { SignedAgreements } from './SignedAgreements';
import { type AgreementEditor, useAgreementEditor } from './use-agreement-editor';

/** /admin/agreement: the rental agreement guests sign before paying, written, previewed, published and restored. */
export function AgreementPage() {
  useDocumentTitle('Rental Agreement');
  const { session, staff } = useAdminStaff();
  const loaded = useAdminQuery(session === 'admin' ? '/api/admin/agreement' : null, adminAgreementSchema);
  const reload = useInvalidate('/api/admin/agreement');
  return (
    <Page
      title="Rental Agreement"
      maxWidth="lg"
      breadcrumbs={[{ label: 'Admin', href: '/admin/dashboard' }, { label: 'Rental Agreement' }]}
    >
      <AdminPageStatus session={session} staff={staff} load={loaded} failure="The agreement could not be loaded." />
      {loaded.status === 'success' && (
        <AgreementForm
          key={`${loaded.data.version}-${String(loaded.data.publishedAt)}`}
          loaded={loaded.data}
          onReload={reload}
        />
      )}
    </Page>
  );
}

/** The draft filled in for a stay, as the guest will read it (the server's sanitized HTML). */
function AgreementPreview({ editor }: { editor: AgreementEditor }) {
  if (!editor.preview) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      data-testid="agreement-preview"
      sx={{ mt: 3, borderColor: 'primary.main' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Preview (not published)
          </Typography>
          <Button size="small" onClick={editor.closePreview}>
            Close
          </Button>
        </Stack>
        <Box sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: editor.preview.html }} />
      </CardContent>
    </Card>
  );
}

function AgreementForm({ loaded, onReload }: { loaded: AdminAgreement; onReload: () => void }) {
  const editor = useAgreementEditor(loaded);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const insert = (name: string) => {
    const text = editor.draft.markdown;
    const at = input.current?.selectionStart ?? text.length;
    editor.change('markdown', `${text.slice(0, at)}{{ ${name} }}${text.slice(input.current?.selectionEnd ?? at)}`);
  };
  const { live } = editor;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
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
          {live.version === 0
            ? 'Until you publish an agreement, guests pay without signing one. Once published, every guest who has not paid yet reads it on their booking page and signs it by typing their full name before they can pay.'
            : 'Guests who have not paid yet read the live version on their booking page and sign it by typing their full name before they can pay. A guest who already signed keeps the version they signed.'}
        </Typography>
        {editor.stale && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Load their version
              </Button>
            }
          >
            <AlertTitle>Published elsewhere</AlertTitle>
            Someone else published the agreement while you were editing. Your text is still in the form: copy what you
            need, then load their version (it replaces the form) and publish again.
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          aria-label="Edit the rental agreement"
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save((next) => `Version ${next.version} is what guests sign from now on.`);
          }}
        >
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
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
            </CardContent>
          </Card>
          <Box sx={{ mb: 1 }}>
            <BookingChoice editor={editor} />
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              position: 'sticky',
              bottom: 0,
              py: 1.5,
              bgcolor: 'background.default',
              zIndex: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button variant="outlined" disabled={editor.busy} onClick={() => void editor.showPreview()}>
              Preview
            </Button>
            <Button type="submit" variant="contained" disabled={editor.busy || editor.stale}>
              {editor.busy ? 'Working...' : 'Publish'}
            </Button>
          </Stack>
        </Box>
        <AgreementPreview editor={editor} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TemplateVariables variables={live.variables} onInsert={insert} />
        <SignedAgreements liveVersion={live.version} />
        <ContentVersionHistory
          versionsPath="/api/admin/agreement/versions"
          liveVersion={live.version}
          busy={editor.busy}
          onRestore={(version) => void editor.restore(version)}
        />
      </Grid>
    </Grid>
  );
}
