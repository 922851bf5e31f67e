import {
  type TotpEnrollment,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpEnrollmentSchema,
} from '@lakehouse/contracts';
import { apiRequest } from '@lakehouse/web-kit';
import { Alert, Box, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../shared';

/**
 * Adding the authenticator app: a new secret as a QR code and as text, then a current code from the app confirms it;
 * the recovery codes it answers go to `onConfirmed`.
 */
export function AddAuthenticator({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const begin = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setEnrollment(totpEnrollmentSchema.parse(await (await apiRequest('POST', '/api/admin/totp')).json()));
    } catch (err) {
      setError(messageOf(err, 'Could not start. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = totpConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await apiRequest('POST', '/api/admin/totp/confirm', parsed.data);
      onConfirmed(recoveryCodesSchema.parse(await res.json()).recoveryCodes);
    } catch (err) {
      setError(messageOf(err, 'Could not confirm the code. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!enrollment)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" onClick={() => void begin()} disabled={busy}>
          Add Authenticator App
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Typography>
        1. In your authenticator app (Google Authenticator, 1Password, Authy…), add an account and scan this code.
      </Typography>
      <Box
        component="img"
        src={enrollment.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Typography>Or type this key into the app:</Typography>
      <Typography
        component="code"
        aria-label="Authenticator key"
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', userSelect: 'all' }}
      >
        {enrollment.secret}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void confirm(event)}
        aria-label="Confirm authenticator"
        sx={{ maxWidth: 360 }}
      >
        <Typography>2. Type the 6-digit code the app shows now.</Typography>
        <TextField
          label="Code from the app"
          name="code"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={busy}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Confirm
        </Button>
      </Stack>
    </Stack>
  );
}
