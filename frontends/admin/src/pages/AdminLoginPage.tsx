import { adminLoginSchema } from '@lakehouse/contracts';
import { Page, apiRequest, navigate, toast, useDocumentTitle, useSearch } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

const INVALID_ADMIN = 'Invalid admin credentials. Please check your code and try again.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** /admin: the admin code sign-in. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const expired = new URLSearchParams(useSearch()).get('expired') === '1';
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse({ adminCode: code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter the admin access code');
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setSubmitting(true);
    try {
      await apiRequest('POST', '/api/admin/login', parsed.data);
      navigate('/admin/dashboard');
    } catch (err) {
      const server = apiErrorMessage(err);
      const message = server && /too many attempts/i.test(server) ? server : INVALID_ADMIN;
      setError(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Page
      title="Admin Login"
      maxWidth="sm"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Admin' }]}
      subtitle="Sign in with the admin access code to manage access codes, bookings and photos."
    >
      {expired && !error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SESSION_EXPIRED}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2} aria-label="Admin login">
        <TextField
          label="Admin access code"
          type="password"
          name="adminCode"
          autoComplete="current-password"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setFieldError(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          disabled={submitting}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </Page>
  );
}
