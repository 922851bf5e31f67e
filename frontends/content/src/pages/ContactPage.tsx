import {
  ContactEmailLink,
  Island,
  Page,
  PhoneLink,
  useDocumentTitle,
  usePageEnvironment,
  useSiteName,
} from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, Card, CardContent, Grid, Link, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { useContentBody } from '../api/useContent';
import { useProperty } from '../api/useProperty';
import { HomeIcon, type HomeIconName } from '../components/home/icons';
import { useScrollToHash } from '../components/useScrollToHash';
import { BUSINESS_HOURS, FALLBACK_ADDRESS, RESPONSE_TIME } from '../content/contact-info';
import { contactForm as contactFormIsland, contactMap, faqs } from '../islands';

function ContactCard({
  icon,
  title,
  children,
  testId,
}: {
  icon: HomeIconName;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <HomeIcon name={icon} color="primary" aria-hidden />
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mt: 0.5, mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /contact (spec section 2): contact cards, registered agent, FAQ, map, area highlights and the contact form. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  useScrollToHash();
  const property = useProperty();
  const siteName = useSiteName();
  const address = property.status === 'success' && property.data.address ? property.data.address : FALLBACK_ADDRESS;
  const site = property.status === 'success' ? property.data.site : null;
  const responseTime = site?.responseTime ?? RESPONSE_TIME;
  const content = useContentBody('contact');
  const { contactForm: formOutcome } = usePageEnvironment();

  return (
    <Page
      title="Contact Us"
      subtitle={`Questions about the house, the area or your booking? We reply within ${responseTime}.`}
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Contact Us' }]}
    >
      <Box component="section" aria-labelledby="get-in-touch-heading">
        <Typography id="get-in-touch-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Get in Touch
        </Typography>
        <Grid container spacing={2}>
          {site?.contactEmail && (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <ContactCard icon="contact" title="Email" testId="contact-email">
                <ContactEmailLink email={site.contactEmail} />
              </ContactCard>
            </Grid>
          )}
          {site?.contactPhone && (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <ContactCard icon="phone" title="Phone" testId="contact-phone">
                <PhoneLink phone={site.contactPhone} />
                <Typography variant="body2" color="text.secondary">
                  {BUSINESS_HOURS} Eastern
                </Typography>
              </ContactCard>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ContactCard icon="place" title="Property Address" testId="contact-address">
              <Link href="#location-area">{address}</Link>
            </ContactCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ContactCard icon="schedule" title="Response Time" testId="contact-response-time">
              <Typography>{responseTime}</Typography>
              <Typography variant="body2" color="text.secondary">
                Business hours {BUSINESS_HOURS}
              </Typography>
            </ContactCard>
          </Grid>
        </Grid>
      </Box>

      <Grid container spacing={3} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography id="send-message-heading" variant="h2" component="h2" gutterBottom>
                Send a Message
              </Typography>
              <Island of={contactFormIsland} props={{ page: '/contact', outcome: formOutcome }} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Alert
            severity="info"
            icon={false}
            component="section"
            aria-labelledby="immediate-assistance-heading"
            data-testid="immediate-assistance"
          >
            <AlertTitle>
              <Typography id="immediate-assistance-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
                Need Immediate Assistance?
              </Typography>
            </AlertTitle>
            <Typography>
              {site?.contactPhone && (
                <>
                  During your stay, call us at <PhoneLink phone={site.contactPhone} /> for anything urgent at the
                  house.{' '}
                </>
              )}
              For a fire, medical or other emergency, call <Link href="tel:911">911</Link> first.
            </Typography>
          </Alert>
          {site?.registeredAgent && (
            <Card variant="outlined" component="section" aria-labelledby="registered-agent-heading" sx={{ mt: 3 }}>
              <CardContent>
                <Typography
                  id="registered-agent-heading"
                  variant="h2"
                  component="h2"
                  sx={{ fontSize: '1.25rem', mb: 1 }}
                >
                  Registered Agent
                </Typography>
                <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="contact-registered-agent">
                  {site.registeredAgent.split('\n').map((line, index) => (
                    <span key={line}>
                      {index > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </Box>
              </CardContent>
            </Card>
          )}
        </Grid>
      </Grid>

      <Box
        component="section"
        id="location-area"
        aria-labelledby="location-heading"
        sx={{ mt: 5, scrollMarginTop: 16 }}
        data-testid="location-area"
      >
        <Typography id="location-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
          Location
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {siteName}, <span data-testid="location-address">{address}</span>, in the Eastman community near Lake Sunapee
          and the Upper Valley.
        </Typography>
        <Island of={contactMap} props={{ address }} />
        <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5 }}>
          Area Highlights
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {content?.areaHighlights.map((item, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="contact-faq-heading" sx={{ mt: 5 }}>
        <Typography id="contact-faq-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Frequently Asked Questions
        </Typography>
        <Island of={faqs} props={{ kind: 'contact' }} />
      </Box>
    </Page>
  );
}
