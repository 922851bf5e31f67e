import { apiRequest, handleLinkClick, navigate, Page, toast, useKeptFieldValue } from '@lakehouse/web-kit';
import { Alert, Box, Button, Card, CardContent, Grid, Link, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OutlinedField } from '../components/OutlinedField';
import { ACCESS_REDIRECT_DELAY_MS, portalOfRole } from '../constants';
import { apiErrorMessageOf, loadValidation } from '../load-validation';
import { ACCESS_FAILED_FALLBACK, accessFailureToast } from '../logic/access-messages';

const explainers = [
  {
    title: 'Returning Guests',
    text: 'Stayed with us before? Use the code from your past stay for streamlined booking and loyalty perks.',
  },
  {
    title: 'Family & Friends',
    text: 'Family and friends of the host get 50% off the nightly rate and priority booking.',
  },
  {
    title: 'Referrals',
    text: 'Referred by a past guest or friend? Your code unlocks direct booking and lets us thank your referrer.',
  },
];

/** /access: one access-code field; on success the role's portal (spec sections 2, 4, 5 and 8). */
export function AccessPage() {
  const [code, setCode] = useState('');
  const codeField = useKeptFieldValue<HTMLInputElement>(code, (typed) => setCode(typed.toUpperCase()));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'verifying' | 'success' | 'error'>('idle');
  const [error, setError] = useState<string | undefined>();
  const locked = status === 'verifying' || status === 'success';
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { accessCodeRequestSchema, accessVerifiedSchema } = await loadValidation();
      const parsed = accessCodeRequestSchema.safeParse({ code });
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? 'Access code is required');
        return;
      }
      setFieldError(undefined);
      setError(undefined);
      setStatus('verifying');
      const res = await apiRequest('POST', '/api/access/verify', parsed.data);
      const { role } = accessVerifiedSchema.parse(await res.json());
      setStatus('success');
      toast({ title: 'Access Granted!', description: 'Redirecting to your personalized portal...' });
      timer.current = setTimeout(() => navigate(portalOfRole[role] ?? '/'), ACCESS_REDIRECT_DELAY_MS);
    } catch (failure) {
      const message = await apiErrorMessageOf(failure);
      setStatus('error');
      setError(message ?? ACCESS_FAILED_FALLBACK);
      toast(accessFailureToast(message));
    }
  };

  return (
    <Page
      title="Access Portal"
      subtitle="Enter your access code to unlock your personalized booking portal."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Access Portal' }]}
      maxWidth="md"
    >
      <Card variant="outlined" sx={{ mb: 4 }}>
        <CardContent>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Access portal sign-in">
            <OutlinedField
              label="Access Code"
              value={code}
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              inputRef={codeField}
              errorText={fieldError}
              disabled={locked}
              autoComplete="off"
            />
            {error && (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="access-error">
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={locked}>
              {status === 'verifying' ? 'Verifying...' : 'Verify Access'}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        {explainers.map((item) => (
          <Grid key={item.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {item.title}
                </Typography>
                <Typography variant="body2">{item.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography sx={{ mt: 3 }}>
        No code?{' '}
        <Link href="/contact" onClick={(event) => handleLinkClick(event, '/contact')}>
          Contact us
        </Link>{' '}
        or{' '}
        <Link href="/book" onClick={(event) => handleLinkClick(event, '/book')}>
          submit a booking inquiry
        </Link>
        .
      </Typography>
    </Page>
  );
}
