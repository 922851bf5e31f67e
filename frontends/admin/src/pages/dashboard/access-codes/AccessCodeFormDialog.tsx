import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@lakehouse/web-kit/mui';
import type { FormEventHandler, ReactNode } from 'react';

/** A dialog holding one access-code form: its title, the form's own error above the fields, Cancel and submit. */
export function AccessCodeFormDialog({
  open = true,
  title,
  titleId,
  label,
  error,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: {
  open?: boolean;
  title: string;
  titleId: string;
  /** The form's accessible name. */
  label: string;
  /** Why the form was not accepted as a whole (the server's words), above the fields. */
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit} aria-label={label}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
