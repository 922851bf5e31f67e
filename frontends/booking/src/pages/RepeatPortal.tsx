import { handleLinkClick, Page } from '@lakehouse/web-kit';
import { Alert, Box, Button, Grid, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthGuard } from '../components/AuthGuard';
import { Benefits, HelpCard, SectionCard } from '../components/PortalParts';
import { PricingBreakdown } from '../components/PricingBreakdown';
import { SIMULATED_CODE_CHECK_MS } from '../constants';

const home = { label: 'Home', href: '/' };
const accessPortal = { label: 'Access Portal', href: '/access' };

/** The returning guest's discount-code check: simulated on the client for 1 s; any non-empty code is valid. */
function DiscountCheck() {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<'none' | 'checking' | 'valid' | 'invalid'>('none');
  const [checked, setChecked] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || status === 'checking') return;
    const value = code.trim();
    setStatus('checking');
    timer.current = setTimeout(() => {
      setChecked(value);
      setStatus(value ? 'valid' : 'invalid');
    }, SIMULATED_CODE_CHECK_MS);
  };
  return (
    <SectionCard title="Check a Discount Code" testId="discount-check">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Discount code"
          size="small"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Button type="submit" variant="contained" disabled={!code.trim() || status === 'checking'}>
          {status === 'checking' ? 'Checking...' : 'Check'}
        </Button>
      </Box>
      {status === 'valid' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          Great! Your code "{checked}" is valid. Apply it during booking to receive your discount.
        </Alert>
      )}
      {status === 'invalid' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The code "{checked}" is not recognized. Contact us if you believe this is an error.
        </Alert>
      )}
    </SectionCard>
  );
}

/** /portal/repeat (role repeat). */
export function RepeatPortal() {
  return (
    <AuthGuard role="repeat">
      <Page
        title="Welcome Back!"
        breadcrumbs={[home, accessPortal, { label: 'Returning Guest' }]}
        subtitle="WELCOME BACK: thank you for staying with us again."
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <DiscountCheck />
            <Benefits
              items={[
                { title: 'Streamlined check-in', text: 'you already know the house; we keep it simple' },
                { title: 'Personalized experience', text: 'we set the house up the way you liked it' },
                { title: 'Early access', text: 'book peak dates before they open to everyone' },
                { title: 'Loyalty rewards', text: 'returning guests earn perks on every stay' },
              ]}
            />
            <SectionCard title="We Remember Your Preferences">
              <Typography>
                Tell us what made your last stay great, from bedding to the grill, and we will have it ready again.
              </Typography>
            </SectionCard>
            <Button variant="contained" href="/book" onClick={(event) => handleLinkClick(event, '/book')}>
              Book Your Stay
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PricingBreakdown mode="repeat" />
            <HelpCard response="Within 2-4 hours" />
          </Grid>
        </Grid>
      </Page>
    </AuthGuard>
  );
}
