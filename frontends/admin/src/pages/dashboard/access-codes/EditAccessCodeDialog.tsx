import { updateAccessCodeSchema, type AccessCode } from '@lakehouse/contracts';
import { toast } from '@lakehouse/web-kit';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payloadResolver } from '../../../forms/payload-resolver';
import { messageOf } from '../../../shared';
import { AccessCodeFormDialog } from './AccessCodeFormDialog';
import { limitPayloadOf, limitValuesOf, type LimitValues } from './access-code-values';
import { LimitFields } from './LimitFields';
import type { useAccessCodeWrites } from './use-access-code-writes';

type UpdatePayload = z.output<typeof updateAccessCodeSchema>;
const resolver = payloadResolver<LimitValues, UpdatePayload>(updateAccessCodeSchema, limitPayloadOf);

/** Change a code's limits (max usage, expiry) and whether it is active. */
export function EditAccessCodeDialog({
  code,
  update,
  onClose,
}: {
  code: AccessCode;
  update: ReturnType<typeof useAccessCodeWrites>['update'];
  onClose: () => void;
}) {
  const { control, handleSubmit, setError, formState } = useForm<LimitValues, unknown, UpdatePayload>({
    defaultValues: limitValuesOf(code),
    resolver,
  });
  const submit = handleSubmit(async (payload) => {
    try {
      await update.mutateAsync({ id: code.id, payload });
      toast({ title: 'Success', description: 'Access code updated successfully' });
      onClose();
    } catch (error) {
      const message = messageOf(error, 'Failed to update access code');
      setError('root', { message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });
  return (
    <AccessCodeFormDialog
      title={`Edit Access Code ${code.codeMasked}`}
      titleId="edit-code-title"
      label="Edit access code"
      error={formState.errors.root?.message}
      busy={formState.isSubmitting}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <LimitFields control={control} errors={formState.errors} />
    </AccessCodeFormDialog>
  );
}
