import {
  type AdminContentDocument,
  adminContentDocumentSchema,
  CONTENT_KINDS,
  contentFieldOf,
  type ContentKind,
} from '@lakehouse/contracts';
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
import { useMemo } from 'react';
import { AdminPageStatus } from '../../AdminPageStatus';
import { formatDateTime } from '../../shared';
import { useAdminQuery, useInvalidate } from '../../use-admin-query';
import { useAdminStaff } from '../../use-admin-session';
import { ContentFieldEditor } from './ContentFields';
import { ContentPreview } from './ContentPreview';
import { ContentVersionHistory } from './ContentVersionHistory';
import { useContentEditor } from './use-content-editor';

/** /admin/content/{kind}: one kind of the site's content, edited, previewed, published and restored. */
export function ContentEditorPage({ kind }: { kind: ContentKind }) {
  const { title } = CONTENT_KINDS[kind];
  useDocumentTitle(`Edit ${title}`);
  const { session, staff } = useAdminStaff();
  const loaded = useAdminQuery(session === 'admin' ? `/api/admin/content/${kind}` : null, adminContentDocumentSchema);
  const reload = useInvalidate(`/api/admin/content/${kind}`);
  return (
    <Page
      title={`Edit ${title}`}
      maxWidth="lg"
      breadcrumbs={[
        { label: 'Admin', href: '/admin/dashboard' },
        { label: 'Site Content', href: '/admin/content' },
        { label: title },
      ]}
    >
      <AdminPageStatus session={session} staff={staff} load={loaded} failure="The content could not be loaded." />
      {loaded.status === 'success' && (
        // A reload (after a conflict) starts the editor afresh from the version now live.
        <ContentEditorForm
          key={`${loaded.data.version}-${String(loaded.data.publishedAt)}`}
          kind={kind}
          loaded={loaded.data}
          onReload={reload}
        />
      )}
    </Page>
  );
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
  const editor = useContentEditor(kind, loaded);
  const field = useMemo(() => contentFieldOf(CONTENT_KINDS[kind].schema), [kind]);
  const { pages } = CONTENT_KINDS[kind];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Chip
          label={`Live: version ${editor.live.version}, published ${formatDateTime(editor.live.publishedAt)}`}
          sx={{ mb: 1, maxWidth: '100%' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shown on {pages.join(', ')}. Publishing makes it live on the next page load.
        </Typography>
        {editor.stale && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 3 }}
            data-testid="content-conflict"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Load their version
              </Button>
            }
          >
            <AlertTitle>Published elsewhere</AlertTitle>
            Someone else published this page while you were editing. Your text is still in the form: copy what you need,
            then load their version (it replaces the form) and publish again.
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          aria-label={`Edit ${CONTENT_KINDS[kind].title}`}
          onSubmit={(event) => {
            event.preventDefault();
            void editor.publish();
          }}
        >
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <ContentFieldEditor
                field={field}
                value={editor.draft}
                path={[]}
                label={CONTENT_KINDS[kind].title}
                errors={editor.errors}
                onChange={editor.change}
              />
            </CardContent>
          </Card>
          <Stack
            direction="row"
            spacing={1}
            sx={{
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
        {editor.preview && (
          <Card
            variant="outlined"
            component="section"
            aria-labelledby="content-preview-heading"
            data-testid="content-preview"
            sx={{ mt: 3, borderColor: 'primary.main' }}
          >
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography id="content-preview-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
                  Preview (not published)
                </Typography>
                <Button size="small" onClick={editor.closePreview}>
                  Close
                </Button>
              </Stack>
              <ContentPreview field={field} value={editor.preview.body} />
            </CardContent>
          </Card>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ContentVersionHistory
          versionsPath={`/api/admin/content/${kind}/versions`}
          liveVersion={editor.live.version}
          busy={editor.busy}
          onRestore={(version) => void editor.restore(version)}
        />
      </Grid>
    </Grid>
  );
}
