import { Alert, AlertTitle, Box, Button, Card, CardContent, Grid, Stack } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { ContentVersionHistory } from '../pages/content/ContentVersionHistory';

/** What the host is told when someone else saved the document meanwhile (a 409). */
export interface ConflictWords {
  title: string;
  text: string;
  testId?: string;
}

/**
 * The one editor of a versioned document, the same for a page's content, an email and the rental agreement: what is
 * live, the conflict when there is one, the kind's fields in a form, a sticky bar (Preview, the kind's own actions,
 * Publish or Save), the preview, and beside it the kind's aside above the version history with Restore.
 */
export function DocumentEditorLayout({
  editor,
  label,
  header,
  conflict,
  fields,
  belowFields,
  submitLabel,
  actions,
  afterSubmit,
  preview,
  aside,
  versionsPath,
  onSubmit,
  onReload,
}: {
  editor: {
    stale: boolean;
    busy: boolean;
    showPreview: () => Promise<void>;
    restore: (version: number) => Promise<void>;
    live: { version: number };
  };
  /** The form's accessible name. */
  label: string;
  header: ReactNode;
  conflict: ConflictWords;
  fields: ReactNode;
  /** Below the fields' card, above the bar: the booking a preview is filled from. */
  belowFields?: ReactNode;
  submitLabel: string;
  /** Between Preview and the submit button. */
  actions?: ReactNode;
  afterSubmit?: ReactNode;
  preview: ReactNode;
  aside?: ReactNode;
  versionsPath: string;
  onSubmit: () => Promise<void>;
  onReload: () => void;
}) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        {header}
        {editor.stale && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 3 }}
            data-testid={conflict.testId}
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Load their version
              </Button>
            }
          >
            <AlertTitle>{conflict.title}</AlertTitle>
            {conflict.text}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>{fields}</CardContent>
          </Card>
          {belowFields && <Box sx={{ mb: 1 }}>{belowFields}</Box>}
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
            {actions}
            <Button type="submit" variant="contained" disabled={editor.busy || editor.stale}>
              {editor.busy ? 'Working...' : submitLabel}
            </Button>
            {afterSubmit}
          </Stack>
        </Box>
        {preview}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {aside}
        <ContentVersionHistory
          versionsPath={versionsPath}
          liveVersion={editor.live.version}
          busy={editor.busy}
          onRestore={(version) => void editor.restore(version)}
        />
      </Grid>
    </Grid>
  );
}
