import { referralSchema, type ReferralInput } from '@lakehouse/contracts';
import { apiRequest, handleLinkClick, Page, toast } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import { Alert, Box, Button, Grid, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { AuthGuard } from '../components/AuthGuard';
import { Benefits, HelpCard, SectionCard } from '../components/PortalParts';
import { PricingBreakdown } from '../components/PricingBreakdown';

const home = { label: 'Home', href: '/' };
const accessPortal = { label: 'Access Portal', href: '/access' };

type Field = keyof ReferralInput;
const fields: { name: Field; label: string; required?: boolean; multiline?: boolean; type?: string }[] = [
  { name: 'referrerName', label: "Referrer's name", required: true },
  { name: 'referrerEmail', label: "Referrer's email", required: true, type: 'email' },
  { name: 'referrerPhone', label: "Referrer's phone (optional)", type: 'tel' },
  { name: 'relationship', label: 'How do you know them?', required: true },
  { name: 'notes', label: 'Notes (optional)', multiline: true },
];

/** Referrer capture form (referralSchema; spec sections 4, 5 and 8). */
function ReferralForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    referrerName: '',
    referrerEmail: '',
    referrerPhone: '',
    relationship: '',
    notes: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'editing' | 'submitting' | 'success' | 'error'>('editing');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = referralSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setError(undefined);
    setStatus('submitting');
    try {
      await apiRequest('POST', '/api/referral/submit', parsed.data);
      setStatus('success');
      toast({ title: 'Thank you!', description: 'Referral information submitted successfully' });
    } catch (failure) {
      setStatus('error');
      setError(apiErrorMessage(failure) ?? 'Failed to submit referral information');
      toast({
        title: 'Submission failed - Please try again or contact us if the problem persists.',
        variant: 'destructive',
      });
    }
  };

  if (status === 'success') {
    return (
      <SectionCard title="Who Referred You?" testId="referral-form">
        <Alert severity="success">
          <Typography sx={{ fontWeight: 700 }}>Referral Information Received!</Typography>
          Thank you: we will make sure your referrer is thanked.
        </Alert>
      </SectionCard>
    );
  }
  const submitting = status === 'submitting';
  return (
    <SectionCard title="Who Referred You?" testId="referral-form">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            required={field.required}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]}
            disabled={submitting}
          />
        ))}
        {error && (
          <Alert severity="error" data-testid="referral-error">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Referral Information'}
        </Button>
      </Box>
    </SectionCard>
  );
}

/** /portal/referred (role referred). */
export function ReferredPortal() {
  return (
    <AuthGuard role="referred">
      <Page title="Referred Guest Welcome" breadcrumbs={[home, accessPortal, { label: 'Referred Guest' }]}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ReferralForm />
            <Benefits
              items={[
                { title: 'Direct booking', text: 'book with the host, no platform fees' },
                { title: 'Personal welcome', text: 'a host who knows who sent you' },
                { title: 'Local tips', text: 'our guide to the lake and the area' },
              ]}
            />
            <SectionCard title="Thanking Your Referrer">
              <Typography>
                When you complete your stay, we send your referrer a thank-you for recommending us.
              </Typography>
            </SectionCard>
            <SectionCard title="What Makes a Great Referral?">
              <Typography>
                Tell us who sent you and how you know them; a note about what drew you to the house helps us welcome
                you.
              </Typography>
            </SectionCard>
            <Button variant="contained" href="/book" onClick={(event) => handleLinkClick(event, '/book')}>
              Book Your Stay
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PricingBreakdown mode="referred" />
            <HelpCard response="Within 2-4 hours">
              <Typography variant="body2" sx={{ mt: 1 }}>
                Tip: mention your referrer's name when you contact us.
              </Typography>
            </HelpCard>
          </Grid>
        </Grid>
      </Page>
    </AuthGuard>
  );
}
