import { type AdminDoorCode, setDoorCodeSchema } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../shared';
import { useAdminAction } from '../../use-admin-action';

/**
 * A confirmed stay's door code in the host's view: the digits, the hours the lock should accept them, whether the
 * guest sees them yet; and a field to put in the code the lock already has instead.
 */
export function DoorCodePanel({
  reservationId,
  doorCode,
  onChanged,
}: {
  reservationId: string;
  doorCode: AdminDoorCode;
  onChanged: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, act] = useAdminAction();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = setDoorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'A door code is 4 to 8 digits.');
      return;
    }
    setError(null);
    await act(async () => {
      await apiRequest('PUT', `/api/admin/reservations/${reservationId}/door-code`, parsed.data);
      toast({ title: 'Door code saved', description: `The stay's door code is now ${parsed.data.code}.` });
      setCode('');
      onChanged();
    }, 'The door code was not saved');
  };

  return (
    <section aria-labelledby="door-code-heading" data-testid="door-code">
      <Typography id="door-code-heading" variant="h6" component="h2">
        Door code
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.2em' }}>{doorCode.code}</Typography>
      <Typography>
        Opens the door from {formatDateTime(doorCode.validFrom)} to {formatDateTime(doorCode.validUntil)}
        {doorCode.chosenBy === 'host' ? ' · set by you' : ' · generated'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {doorCode.shownToGuestAt
          ? `The guest sees it since ${formatDateTime(doorCode.shownToGuestAt)}.`
          : 'The guest sees it 48 hours before check-in, once the stay is paid and signed.'}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <TextField
          size="small"
          label="Your lock's code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          error={error !== null}
          helperText={error ?? '4 to 8 digits; replaces the code above.'}
        />
        <Button type="submit" variant="outlined" disabled={busy || code.trim() === ''}>
          Set Door Code
        </Button>
      </Stack>
    </section>
  );
}
