import { hideReviewSchema } from '@lakehouse/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

type Hiding = z.output<typeof hideReviewSchema>;
const resolver = zodResolver(hideReviewSchema);

/** Hiding a review asks why: the reason is kept beside it. */
export function HideReviewDialog({
  id,
  open,
  busy,
  onHide,
  onClose,
}: {
  id: string;
  open: boolean;
  busy: boolean;
  onHide: (hiding: Hiding) => Promise<void>;
  onClose: () => void;
}) {
  const { control, handleSubmit } = useForm<Hiding>({ defaultValues: { reason: '' }, resolver });
  const hide = handleSubmit(onHide);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`hide-${id}`} fullWidth>
      <DialogTitle id={`hide-${id}`}>Hide this review?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          A review can be hidden, never changed. The reason is kept beside it, and you can show it again.
        </Typography>
        <Controller
          name="reason"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Why is it hidden?"
              fullWidth
              multiline
              minRows={2}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep It Shown</Button>
        <Button color="warning" variant="contained" disabled={busy} onClick={() => void hide()}>
          Hide Review
        </Button>
      </DialogActions>
    </Dialog>
  );
}
