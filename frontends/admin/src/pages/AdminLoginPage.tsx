import { ADMIN_HOME, SECOND_FACTOR_NEEDED, adminLoginSchema, authStatusSchema } from '@lakehouse/contracts';
import { Page, apiRequest, dismissToast, navigate, toast, useDocumentTitle, useSearch } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Button, Stack } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';

const INVALID_ADMIN = 'Invalid admin credentials. Please check your code and try again.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * /admin: the admin code sign-in; once the host added an authenticator app, a second step asks for its 6-digit code
 * (or a recovery code), sent with the admin code the page keeps in memory meanwhile.
 */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const expired = new URLSearchParams(useSearch()).get('expired') === '1';
  const [code, setCode] = useState('');
  const [secondFactor, setSecondFactor] = useState('');
  const [askSecondFactor, setAskSecondFactor] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const secondFactorInput = useRef<HTMLInputElement>(null);
  // The second step takes the focus, so the code can be typed straight away.
  useEffect(() => {
    if (askSecondFactor) secondFactorInput.current?.focus();
  }, [askSecondFactor]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminLoginSchema.safeParse({
      adminCode: code,
      ...(askSecondFactor ? { secondFactor } : {}),
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter the admin access code');
      return;
    }
    if (askSecondFactor && !parsed.data.secondFactor) {
      setFieldError('Enter the code from your authenticator app');
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await apiRequest('POST', '/api/admin/login', parsed.data);
      const status = authStatusSchema.parse(await res.json());
      if (status.secondFactorRequired) {
        setAskSecondFactor(true);
        return;
      }
      // An earlier 'Login Failed' must not follow the host into the admin they have just opened.
      dismissToast();
      navigate(ADMIN_HOME[status.staff?.role ?? 'host']);
    } catch (err) {
      const server = apiErrorMessage(err);
      const message = server && (/too many attempts/i.test(server) || askSecondFactor) ? server : INVALID_ADMIN;
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
      {askSecondFactor && !error && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SECOND_FACTOR_NEEDED}
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
          error={Boolean(fieldError) && !askSecondFactor}
          helperText={askSecondFactor ? undefined : (fieldError ?? ' ')}
          disabled={submitting || askSecondFactor}
        />
        {askSecondFactor && (
          <TextField
            label="Authenticator code"
            name="secondFactor"
            autoComplete="one-time-code"
            inputRef={secondFactorInput}
            slotProps={{ htmlInput: { inputMode: 'text', autoCapitalize: 'none', spellCheck: false } }}
            value={secondFactor}
            onChange={(e) => {
              setSecondFactor(e.target.value);
              setFieldError(undefined);
              setError(undefined);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'The 6 digits your app shows now, or one of your recovery codes.'}
            disabled={submitting}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Signing in...' : askSecondFactor ? 'Verify and Sign In' : 'Sign In'}
        </Button>
      </Stack>
    </Page>
  );
}
