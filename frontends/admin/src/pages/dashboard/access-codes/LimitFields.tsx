import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { LimitValues } from './access-code-values';

/** Max usage, expiry and active: the fields the create and edit dialogs share. */
export function LimitFields<Values extends LimitValues, Payload>({
  control,
  errors,
}: {
  control: Control<Values, unknown, Payload>;
  errors: FieldErrors<LimitValues>;
}) {
  // The three fields are the same in every form that holds them; the generic control is narrowed to them.
  const limits = control as unknown as Control<LimitValues, unknown, Payload>;
  return (
    <>
      <Controller
        name="maxUsage"
        control={limits}
        render={({ field }) => (
          <TextField
            {...field}
            label="Max usage"
            type="number"
            error={Boolean(errors.maxUsage)}
            helperText={errors.maxUsage?.message ?? 'Empty = unlimited'}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        )}
      />
      <Controller
        name="expiresAt"
        control={limits}
        render={({ field }) => (
          <TextField
            {...field}
            label="Expires"
            type="datetime-local"
            error={Boolean(errors.expiresAt)}
            helperText={errors.expiresAt?.message ?? 'Empty = never expires'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <Controller
        name="isActive"
        control={limits}
        render={({ field: { value, onChange, ...field } }) => (
          <FormControlLabel
            control={<Switch {...field} checked={value} onChange={(e) => onChange(e.target.checked)} />}
            label="Active"
          />
        )}
      />
    </>
  );
}
