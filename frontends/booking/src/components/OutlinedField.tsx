import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type Ref } from 'react';

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
  errorText,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  autoComplete?: string;
  /** What is wrong with the value, shown under the field, which shows as invalid while there is one. */
  errorText?: string;
  /** The input element (web-kit's useKeptFieldValue reads what the guest typed before the page hydrated). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-helper-text`;
  return (
    // Full width, as the theme makes every TextField.
    <FormControl disabled={disabled} error={Boolean(errorText)} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        autoComplete={autoComplete}
        aria-describedby={errorText ? errorId : undefined}
        fullWidth
      />
      {errorText && <FormHelperText id={errorId}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
