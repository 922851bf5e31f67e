import { handleLinkClick, Page } from '@lakehouse/web-kit';
import { Alert, Button, Grid, Typography } from '@lakehouse/web-kit/mui';
import { AuthGuard } from '../components/AuthGuard';
import { CouponCard } from '../components/CouponCard';
import { Benefits, HelpCard, SectionCard } from '../components/PortalParts';
import { PricingBreakdown } from '../components/PricingBreakdown';

const home = { label: 'Home', href: '/' };
const accessPortal = { label: 'Access Portal', href: '/access' };

/** /portal/family (role family). */
export function FamilyPortal() {
  return (
    <AuthGuard role="family">
      <Page title="Family & Friends Booking" breadcrumbs={[home, accessPortal, { label: 'Family & Friends' }]}>
        <Alert severity="success" icon={false} sx={{ mb: 3 }} data-testid="family-banner">
          <Typography variant="h2" component="p" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
            50% Off
          </Typography>
          <Typography>Family and friends enjoy 50% off the nightly rate.</Typography>
        </Alert>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <CouponCard />
            <Benefits
              items={[
                { title: '50% off nightly rate', text: 'half the nightly rate on every night of your stay' },
                { title: 'Priority booking', text: 'first pick of open dates' },
                { title: 'Personal touch', text: 'the host prepares the house for you personally' },
                { title: 'Flexible cancellation', text: 'talk to us if plans change' },
              ]}
            />
            <SectionCard title="Important Information">
              <Typography sx={{ mb: 1 }}>
                <strong>Discount application:</strong> the 50% family discount is applied to the nightly rate
                automatically when you book with your access code; cleaning and linen fees and taxes still apply.
              </Typography>
              <Typography>
                <strong>Booking confirmation:</strong> your dates are held for 24 hours and the host sends a secure
                payment link within 24 hours.
              </Typography>
            </SectionCard>
            <Button variant="contained" href="/book" onClick={(event) => handleLinkClick(event, '/book')}>
              Book Your Stay
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PricingBreakdown mode="family" />
            <HelpCard response="Priority family support" />
          </Grid>
        </Grid>
      </Page>
    </AuthGuard>
  );
}
