import type { ContentField } from '@lakehouse/contracts';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { FormTextField } from '../../versioned-form/FormTextField';
import type { FieldProps } from './ContentFields';
import { fieldLabel, pathKey } from './content-values';

const MARKDOWN_HELP =
  'Markdown: **bold**, *italic*, a line starting "- " for a list, "## " for a heading, [words](https://…) for a link. ' +
  '{{checkIn}}, {{checkOut}} and {{quietHours}} become the times in the settings.';

/** The editors of a content document's single values: a text, a number, one choice or several. */
export function TextEditor({
  field,
  value,
  path,
  label,
  errors,
  onChange,
}: FieldProps & { field: Extract<ContentField, { type: 'text' }> }) {
  const text = typeof value === 'string' ? value : '';
  const count = `${text.length} / ${field.max}`;
  return (
    <FormTextField
      label={label}
      name={pathKey(path)}
      value={text}
      onChange={(event) => onChange(path, event.target.value)}
      error={errors[pathKey(path)]}
      required={!field.allowEmpty}
      multiline={field.multiline}
      minRows={field.markdown ? 4 : field.multiline ? 2 : undefined}
      help={field.markdown ? `${MARKDOWN_HELP} ${count}` : field.multiline ? count : undefined}
    />
  );
}

export function NumberEditor({ value, path, label, errors, onChange }: FieldProps) {
  return (
    <FormTextField
      label={label}
      name={pathKey(path)}
      type="text"
      value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
      onChange={(event) => {
        const input = event.target.value.trim();
        // What cannot be read as a number is kept as typed, so the schema says why and nothing is lost.
        onChange(path, input === '' ? undefined : Number.isNaN(Number(input)) ? input : Number(input));
      }}
      error={errors[pathKey(path)]}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

export function ChoiceEditor({
  value,
  path,
  label,
  errors,
  onChange,
  options,
}: FieldProps & { options: readonly string[] }) {
  return (
    <FormTextField
      select
      label={label}
      name={pathKey(path)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(path, event.target.value)}
      error={errors[pathKey(path)]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {fieldLabel(option)}
        </option>
      ))}
    </FormTextField>
  );
}

export function ChoicesEditor({
  value,
  path,
  label,
  errors,
  onChange,
  options,
}: FieldProps & { options: readonly string[] }) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const error = errors[pathKey(path)];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={fieldLabel(option)}
            control={
              <Checkbox
                checked={chosen.includes(option)}
                onChange={(event) =>
                  onChange(
                    path,
                    event.target.checked
                      ? options.filter((o) => o === option || chosen.includes(o))
                      : chosen.filter((o) => o !== option),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
