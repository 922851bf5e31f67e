import {
  ContactEmailLink,
  handleLinkClick,
  Island,
  PhoneLink,
  usePageEnvironment,
  useSiteSettings,
} from '@lakehouse/web-kit';
import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { contactForm as contactFormIsland } from '../../islands';
import { HomeIcon, type HomeIconName } from './icons';

/** Spec section 2: email, phone, an address card linking to /contact#location-area, and the contact form. */
export function ContactSection({ address }: { address: string }) {
  const locationHref = '/contact#location-area';
  const site = useSiteSettings();
  const { contactForm: formOutcome } = usePageEnvironment();
  return (
    <Box component="section" aria-labelledby="home-contact-heading">
      <Typography id="home-contact-heading" variant="h2" component="h2" gutterBottom>
        Contact the Host
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {site?.contactEmail && (
              <InfoCard icon="contact" title="Email">
                <ContactEmailLink email={site.contactEmail} />
              </InfoCard>
            )}
            {site?.contactPhone && (
              <InfoCard icon="phone" title="Phone">
                <PhoneLink phone={site.contactPhone} />
              </InfoCard>
            )}
            <Card variant="outlined">
              <CardActionArea
                href={locationHref}
                onClick={(e) => handleLinkClick(e, locationHref)}
                data-testid="address-card"
              >
                <CardContent sx={{ display: 'flex', gap: 2 }}>
                  <HomeIcon name="place" color="primary" />
                  <Box>
                    <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
                      Address
                    </Typography>
                    <Typography>{address}</Typography>
                    <Typography variant="body2" color="primary.main" sx={{ fontWeight: 600 }}>
                      Location and directions
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" component="h3" gutterBottom>
                Send a Message
              </Typography>
              <Island of={contactFormIsland} props={{ page: '/', outcome: formOutcome }} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

function InfoCard({ icon, title, children }: { icon: HomeIconName; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2 }}>
        <HomeIcon name={icon} color="primary" />
        <Box>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
