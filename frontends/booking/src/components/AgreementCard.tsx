import { type GuestAgreement, guestAgreementSchema, signAgreementSchema } from '@lakehouse/contracts';
import { apiRequest, getJson } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Stack, Typography } from '@lakehouse/web-kit/mui';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';

type Errors = Partial<Record<'name' | 'agree' | 'form', string>>;

const signedOn = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * The host's rental agreement on the guest's booking page, filled in for this stay: read it, then sign by typing
 * the full name and ticking "I agree" (before paying); once signed, the signed copy as a PDF. Nothing while the host
 * has published no agreement.
 */
export function AgreementCard({ path }: { /** `/api/bookings/<reference>/agreement?key=` */ path: string }) {
  const [agreement, setAgreement] = useState<GuestAgreement | null>(null);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let active = true;
    getJson(path)
      .then((body) => active && setAgreement(guestAgreementSchema.parse(body)))
      // The booking itself is shown whatever happens here; a failure only leaves the agreement out.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [path]);

  if (!agreement?.agreement) return null;
  const { signature, signatureNeeded } = agreement;

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signAgreementSchema.safeParse({ name, agree, version: agreement.agreement!.version });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'name' | 'agree'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await apiRequest('POST', path, parsed.data);
      setAgreement(guestAgreementSchema.parse(await response.json()));
    } catch (error) {
      setErrors({ form: apiErrorMessage(error) ?? 'Your signature could not be saved. Please try again.' });
      // A newer version may have been published: show it.
      getJson(path)
        .then((body) => setAgreement(guestAgreementSchema.parse(body)))
        .catch(() => undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 3 }} component="section" aria-labelledby="agreement-heading" data-testid="rental-agreement">
      <CardContent>
        <Typography id="agreement-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Rental Agreement
        </Typography>
        {signatureNeeded && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Please read the agreement and sign it below before paying. Your payment link comes by email once you sign.
          </Alert>
        )}
        <Box
          tabIndex={0}
          aria-label="The rental agreement"
          sx={{
            maxHeight: 420,
            overflowY: 'auto',
            overflowWrap: 'anywhere',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 2,
            '@media print': { maxHeight: 'none', overflow: 'visible' },
          }}
          // The server's sanitized HTML of the host's Markdown, filled in for this stay.
          dangerouslySetInnerHTML={{ __html: agreement.agreement.html }}
        />
        {signature && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="agreement-signed">
            <AlertTitle>Signed</AlertTitle>
            Signed by {signature.name} on {signedOn(signature.signedAt)} (version {signature.version}).{' '}
            <Link href={path.replace('/agreement?', '/agreement.pdf?')} download>
              Download the signed agreement (PDF)
            </Link>
          </Alert>
        )}
        {signatureNeeded && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void sign(event)}
            sx={{ mt: 2 }}
            aria-label="Sign the agreement"
          >
            <Stack spacing={1.5}>
              <TextField
                label="Your full name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name ?? 'Typing your name signs the agreement.'}
                autoComplete="name"
                fullWidth
              />
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={agree} onChange={(event) => setAgree(event.target.checked)} />}
                  label="I agree to this rental agreement"
                />
                {errors.agree && (
                  <FormHelperText error role="alert">
                    {errors.agree}
                  </FormHelperText>
                )}
              </Box>
              {errors.form && (
                <Alert severity="error" role="alert">
                  {errors.form}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={sending}>
                  {sending ? 'Signing...' : 'Sign the agreement'}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
