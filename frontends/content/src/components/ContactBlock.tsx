import { Box, Card, CardContent, Link, Typography } from '@lakehouse/web-kit/mui';
import { ContactEmailLink, handleLinkClick, PhoneLink, useSiteSettings } from '@lakehouse/web-kit';
import { BUSINESS_HOURS, RESPONSE_TIME } from '../content/contact-info';

/** The contact block on the policies and legal pages. */
export function ContactBlock({ headingId = 'contact-block-heading' }: { headingId?: string }) {
  const site = useSiteSettings();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="contact-block" sx={{ mt: 5 }}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Questions? Contact Us
        </Typography>
        <Typography>
          {site?.contactEmail && (
            <>
              Email <ContactEmailLink email={site.contactEmail} />{' '}
            </>
          )}
          {site?.contactPhone && (
            <>
              {site.contactEmail ? 'or call' : 'Call'} <PhoneLink phone={site.contactPhone} /> ({BUSINESS_HOURS}{' '}
              Eastern).{' '}
            </>
          )}
          We reply within {site?.responseTime ?? RESPONSE_TIME}. You can also use our{' '}
          <Link href="/contact" onClick={(e) => handleLinkClick(e, '/contact')}>
            contact form
          </Link>
          .
        </Typography>
        {site?.registeredAgent && (
          <Box component="address" sx={{ fontStyle: 'normal', mt: 1.5, color: 'text.secondary' }}>
            Registered agent: {site.registeredAgent.split('\n').join(', ')}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
