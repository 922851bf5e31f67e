import { OWNER_BLOCK_KIND_LABELS, ownerBlockInputSchema, ownerBlockKindSchema } from '@lakehouse/contracts';
import { apiRequest, toast, useApiMutation } from '@lakehouse/web-kit';
import { Alert, Box, Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { saveFailure } from '../../versioned-form/save-failure';

/** What a block's add or removal changes: the host's blocks and the months they show in. */
export const CALENDAR_READS = ['/api/admin/owner-blocks', '/api/admin/calendar'];

type BlockValues = z.input<typeof ownerBlockInputSchema>;
type BlockPayload = z.output<typeof ownerBlockInputSchema>;
const EMPTY: BlockValues = { kind: 'owner_stay', startsOn: '', endsOn: '', note: '' };
const resolver = zodResolver(ownerBlockInputSchema);

/** Block nights for the host's own stay or maintenance: checked by the API's schema here, then by the API. */
export function AddBlockForm() {
  const { control, handleSubmit, reset, setError, clearErrors, formState } = useForm<
    BlockValues,
    unknown,
    BlockPayload
  >({ defaultValues: EMPTY, resolver });
  const { errors } = formState;
  const add = useApiMutation(
    (block: BlockPayload) => apiRequest('POST', '/api/admin/owner-blocks', block),
    CALENDAR_READS,
  );

  const submit = handleSubmit(async (block) => {
    try {
      await add.mutateAsync(block);
      toast({ title: 'Block added', description: 'Guests now see those nights as unavailable.' });
      reset(EMPTY);
    } catch (error) {
      const failure = saveFailure(error, '', 'Failed to add the block. Please try again.');
      for (const [field, message] of Object.entries(failure.fields))
        if (message && field in EMPTY) setError(field as FieldPath<BlockValues>, { message });
      setError('root', { message: failure.message });
    }
  });

  const field = (name: keyof BlockValues, label: string, help?: string) => ({
    name,
    label,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ?? help,
    fullWidth: true,
    slotProps: {
      inputLabel: { shrink: true },
      formHelperText: { role: errors[name] ? 'alert' : undefined },
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      // A refusal is about what was sent: it goes once the host changes anything.
      onChange={() => errors.root && clearErrors('root')}
      aria-label="Add a block"
    >
      <Stack spacing={2}>
        {errors.root && (
          <Alert severity="error" role="alert" data-testid="block-refused">
            {errors.root.message}
          </Alert>
        )}
        <Controller
          name="kind"
          control={control}
          render={({ field: input }) => (
            <TextField
              {...input}
              select
              label="Reason"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              fullWidth
            >
              {ownerBlockKindSchema.options.map((kind) => (
                <option key={kind} value={kind}>
                  {OWNER_BLOCK_KIND_LABELS[kind]}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="startsOn"
          control={control}
          render={({ field: input }) => <TextField {...input} type="date" {...field('startsOn', 'First night')} />}
        />
        <Controller
          name="endsOn"
          control={control}
          render={({ field: input }) => (
            <TextField
              {...input}
              type="date"
              {...field('endsOn', 'Free again on', 'The day guests may check in again, like a checkout day')}
            />
          )}
        />
        <Controller
          name="note"
          control={control}
          render={({ field: input }) => <TextField {...input} {...field('note', 'Note (only you see it)')} />}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {formState.isSubmitting ? 'Adding...' : 'Add block'}
        </Button>
      </Stack>
    </Box>
  );
}
