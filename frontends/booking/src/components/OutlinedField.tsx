import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

/**
 * An outlined one-line text field, the same markup and look as MUI's `TextField`, built from the parts that field
 * uses: `TextField` also imports `Select` (with its menu, popover, modal and focus trap) and the filled and
 * standard inputs, about 40 KB a page on the booking journey's first step would evaluate and never use.
 */
export function OutlinedField({
  label,
  value,
  onChange,
  disabled,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    // Full width, as the theme makes every TextField.
    <FormControl disabled={disabled} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={onChange} autoComplete={autoComplete} fullWidth />
    </FormControl>
  );
}
