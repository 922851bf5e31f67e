import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** A full-width text field whose help gives way to its error, which is announced. */
export function FormTextField({
  error,
  help,
  slotProps,
  ...props
}: Omit<TextFieldProps, 'error' | 'helperText'> & { error: string | undefined; help?: ReactNode }) {
  return (
    <TextField
      {...props}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ ...slotProps, formHelperText: { role: error ? 'alert' : undefined } }}
      fullWidth
    />
  );
}
