import { accessCodeTypeSchema, createAccessCodeSchema, type AccessCodeType } from '@lakehouse/contracts';
import { toast } from '@lakehouse/web-kit';
import { Button } from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../../../forms/payload-resolver';
import { messageOf } from '../../../shared';
import { generateAccessCode } from '../generate-access-code';
import { AccessCodeFormDialog } from './AccessCodeFormDialog';
import { limitPayloadOf, TYPE_LABELS, type LimitValues } from './access-code-values';
import { CreatedCodeDialog } from './CreatedCodeDialog';
import { LimitFields } from './LimitFields';
import type { useAccessCodeWrites } from './use-access-code-writes';

interface CreateValues extends LimitValues {
  code: string;
  type: AccessCodeType | '';
  description: string;
}
type CreatePayload = z.output<typeof createAccessCodeSchema>;

const EMPTY: CreateValues = { code: '', type: '', description: '', maxUsage: '', expiresAt: '', isActive: true };
const REQUIRED = 'Please fill in all required fields';

const checkPayload = payloadResolver<CreateValues, CreatePayload>(createAccessCodeSchema, (values) => ({
  code: values.code,
  type: values.type,
  description: values.description.trim() || null,
  ...limitPayloadOf(values),
}));

/** The code and its type are asked for first, once, above the form; then the schema's words on each field. */
const resolver: Resolver<CreateValues, unknown, CreatePayload> = (values, context, options) =>
  !values.code.trim() || !values.type
    ? { values: {}, errors: { root: { type: 'required', message: REQUIRED } } }
    : checkPayload(values, context, options);

/** Create an access code: a code typed or generated, its type, description and limits. */
export function CreateAccessCodeDialog({
  open,
  create,
  onClose,
}: {
  open: boolean;
  create: ReturnType<typeof useAccessCodeWrites>['create'];
  onClose: () => void;
}) {
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<CreateValues, unknown, CreatePayload>(
    {
      defaultValues: EMPTY,
      resolver,
    },
  );
  const { errors } = formState;
  /** The code just created, shown once in full to copy. */
  const [created, setCreated] = useState<string | null>(null);

  const submit = handleSubmit(
    async (payload) => {
      try {
        await create.mutateAsync(payload);
        toast({ title: 'Success', description: 'Access code created successfully' });
        reset(EMPTY);
        setCreated(payload.code);
      } catch (error) {
        const message = messageOf(error, 'Failed to create access code');
        setError('root', { message });
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }
    },
    (problems) => {
      if (problems.root?.type === 'required') toast({ title: 'Error', description: REQUIRED, variant: 'destructive' });
    },
  );

  if (created)
    return (
      <CreatedCodeDialog
        code={created}
        onClose={() => {
          setCreated(null);
          onClose();
        }}
      />
    );
  return (
    <AccessCodeFormDialog
      open={open}
      title="Create Access Code"
      titleId="create-code-title"
      label="Create access code"
      error={errors.root?.message}
      busy={formState.isSubmitting}
      submitLabel="Create"
      busyLabel="Creating..."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        name="code"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(e.target.value.toUpperCase())}
            label="Code"
            required
            error={Boolean(errors.code)}
            helperText={errors.code?.message ?? 'Type your own (8 characters or more), or generate one.'}
            slotProps={{
              htmlInput: { autoCapitalize: 'characters', spellCheck: false },
              input: {
                endAdornment: (
                  <Button size="small" onClick={() => setValue('code', generateAccessCode())} sx={{ flexShrink: 0 }}>
                    Generate
                  </Button>
                ),
              },
            }}
          />
        )}
      />
      <Controller
        name="type"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            select
            label="Type"
            required
            error={Boolean(errors.type)}
            helperText={errors.type?.message}
          >
            {accessCodeTypeSchema.options.map((option) => (
              <MenuItem key={option} value={option}>
                {TYPE_LABELS[option]} ({option})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="description"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            label="Description"
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
          />
        )}
      />
      <LimitFields control={control} errors={errors} />
    </AccessCodeFormDialog>
  );
}
