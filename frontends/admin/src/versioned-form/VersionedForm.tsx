import { Box, Button, Grid } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { ConflictAlert } from './ConflictAlert';
import type { VersionedFormState } from './use-versioned-form';

/** The form beside its aside (the change history): the conflict when there is one, the fields, the save button. */
export function VersionedForm({
  label,
  state,
  subject,
  conflictTestId,
  submitLabel,
  onReload,
  aside,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  state: Pick<VersionedFormState<unknown>, 'stale' | 'busy' | 'submit'>;
  /** What is saved, in words: 'prices'. */
  subject: string;
  conflictTestId: string;
  submitLabel: string;
  onReload: () => void;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box component="form" noValidate onSubmit={(event) => void state.submit(event)} aria-label={label}>
          {state.stale && <ConflictAlert subject={subject} testId={conflictTestId} onReload={onReload} />}
          {children}
          <Button type="submit" variant="contained" disabled={state.busy || state.stale}>
            {state.busy ? 'Saving...' : submitLabel}
          </Button>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{aside}</Grid>
    </Grid>
  );
}
