import type { ContentField } from '@lakehouse/contracts';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import type { FieldErrors } from '../../versioned-form/field-errors';
import { ChoiceEditor, ChoicesEditor, NumberEditor, TextEditor } from './ContentValueFields';
import { emptyValue, fieldLabel, itemTitle, moveItem, pathKey, type ContentPath } from './content-values';

export interface FieldProps {
  field: ContentField;
  value: unknown;
  path: ContentPath;
  label: string;
  errors: FieldErrors;
  onChange: (path: ContentPath, value: unknown) => void;
}

/** Whether any field at or under `path` has an error. */
const hasErrorUnder = (errors: FieldErrors, path: ContentPath) => {
  const key = pathKey(path);
  return Object.entries(errors).some(([field, error]) => error && (field === key || field.startsWith(`${key}.`)));
};

/** The editor of one field of a content document, by what its schema says it is. */
export function ContentFieldEditor(props: FieldProps) {
  const { field } = props;
  switch (field.type) {
    case 'object':
      return <ObjectEditor {...props} field={field} />;
    case 'list':
      return field.item.type === 'choice' ? (
        <ChoicesEditor {...props} options={field.item.options} />
      ) : (
        <ListEditor {...props} field={field} />
      );
    case 'text':
      return <TextEditor {...props} field={field} />;
    case 'number':
      return <NumberEditor {...props} />;
    case 'choice':
      return <ChoiceEditor {...props} options={field.options} />;
  }
}

function ObjectEditor({
  field,
  value,
  path,
  errors,
  onChange,
}: FieldProps & { field: { type: 'object' } & ContentField }) {
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <Stack spacing={2}>
      {Object.entries(field.fields).map(([key, child]) => (
        <ContentFieldEditor
          key={key}
          field={child}
          value={record[key]}
          path={[...path, key]}
          label={fieldLabel(key)}
          errors={errors}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}

function ListEditor({
  field,
  value,
  path,
  label,
  errors,
  onChange,
}: FieldProps & { field: Extract<ContentField, { type: 'list' }> }) {
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
  const listError = errors[pathKey(path)];
  const setItems = (next: unknown[]) => onChange(path, next);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {label} ({items.length})
      </Typography>
      {listError && (
        <FormHelperText error role="alert" sx={{ mb: 1 }}>
          {listError}
        </FormHelperText>
      )}
      <Stack spacing={1}>
        {items.map((item, index) => (
          <ListItem
            key={index}
            field={field.item}
            value={item}
            path={[...path, index]}
            title={itemTitle(item, index)}
            errors={errors}
            onChange={onChange}
            onMove={(to) => setItems(moveItem(items, index, to))}
            onRemove={() => setItems(items.filter((_, at) => at !== index))}
            first={index === 0}
            last={index === items.length - 1}
            canRemove={items.length > field.min}
          />
        ))}
      </Stack>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={items.length >= field.max}
        onClick={() => setItems([...items, emptyValue(field.item)])}
      >
        Add {label.toLowerCase().replace(/s$/, '')}
      </Button>
    </Box>
  );
}

function ListItem({
  field,
  value,
  path,
  title,
  errors,
  onChange,
  onMove,
  onRemove,
  first,
  last,
  canRemove,
}: {
  field: ContentField;
  value: unknown;
  path: ContentPath;
  title: string;
  errors: FieldErrors;
  onChange: FieldProps['onChange'];
  onMove: (to: number) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
  canRemove: boolean;
}) {
  const index = path[path.length - 1] as number;
  const invalid = hasErrorUnder(errors, path);
  const [open, setOpen] = useState(field.type !== 'object');
  const buttons = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" disabled={first} onClick={() => onMove(index - 1)} aria-label={`Move ${title} up`}>
        Up
      </Button>
      <Button size="small" disabled={last} onClick={() => onMove(index + 1)} aria-label={`Move ${title} down`}>
        Down
      </Button>
      <Button size="small" color="error" disabled={!canRemove} onClick={onRemove} aria-label={`Remove ${title}`}>
        Remove
      </Button>
    </Stack>
  );
  if (field.type !== 'object')
    return (
      <Box data-testid={`item-${pathKey(path)}`}>
        <ContentFieldEditor
          field={field}
          value={value}
          path={path}
          label={`${index + 1}.`}
          errors={errors}
          onChange={onChange}
        />
        {buttons}
      </Box>
    );
  return (
    <Accordion
      expanded={open || invalid}
      onChange={() => setOpen(!open)}
      variant="outlined"
      disableGutters
      // A closed item holds no fields: the local guide alone has hundreds, too many to re-render on every key.
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid={`item-${pathKey(path)}`}
    >
      <AccordionSummary sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <Typography
          sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          color={invalid ? 'error' : undefined}
        >
          {index + 1}. {title}
          {invalid ? ' (needs a fix)' : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <ContentFieldEditor field={field} value={value} path={path} label={title} errors={errors} onChange={onChange} />
        <Box sx={{ mt: 2 }}>{buttons}</Box>
      </AccordionDetails>
    </Accordion>
  );
}
