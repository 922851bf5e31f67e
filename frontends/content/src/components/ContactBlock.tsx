import { Box, Card, CardContent, Link, Typography } from '@lakehouse/web-kit/mui';
import { handleLinkClick } from '@lakehouse/web-kit';
import { BUSINESS_HOURS, CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF, REGISTERED_AGENT_LINES, RESPONSE_TIME } from '../content/contact-info';

/** The contact block on the policies and legal pages. */
export function ContactBlock({ headingId = 'contact-block-heading' }: { headingId?: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="contact-block" sx={{ mt: 5 }}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Questions? Contact Us
        </Typography>
        <Typography>
          Email <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link> or call <Link href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</Link> (
          {BUSINESS_HOURS} Eastern). We reply within {RESPONSE_TIME}. You can also use our{' '}
          <Link href="/contact" onClick={(e) => handleLinkClick(e, '/contact')}>
            contact form
          </Link>
          .
        </Typography>
        <Box component="address" sx={{ fontStyle: 'normal', mt: 1.5, color: 'text.secondary' }}>
          Registered agent: {REGISTERED_AGENT_LINES.join(', ')}
        </Box>
      </CardContent>
    </Card>
  );
}
