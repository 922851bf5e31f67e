import { accessCodeRequestSchema, accessCodeValidationSchema } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

/** A right code starts an admin session on the server (the validate call sets the session cookie). */
export function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter an access code');
      return;
    }
    const parsed = accessCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter an access code');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/access-codes/validate', parsed.data);
      const result = accessCodeValidationSchema.parse(await res.json());
      if (result.isValid) {
        toast({ title: 'Access Granted', description: 'You can now manage the photos.' });
        onUnlocked();
      } else {
        const message = result.message || 'Invalid access code';
        setError(message);
        toast({ title: 'Access Denied', description: message, variant: 'destructive' });
      }
    } catch (err) {
      const server = apiErrorMessage(err);
      const message =
        server && /too many attempts/i.test(server) ? server : 'Failed to validate access code. Please try again.';
      setError(`Error: ${message}`);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      aria-label="Unlock photo management"
      sx={{ maxWidth: 480 }}
    >
      <Typography>Enter the admin access code to manage the photos.</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Access code"
        type="password"
        name="accessCode"
        value={code}
        onChange={(e) => {
          setCode(e.target.value.toUpperCase());
          setError(undefined);
        }}
        disabled={busy}
        autoComplete="off"
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Validating...' : 'Unlock'}
      </Button>
    </Stack>
  );
}
