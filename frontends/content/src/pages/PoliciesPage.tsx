import { handleLinkClick, Island, Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../api/useContent';
import { ContactBlock } from '../components/ContactBlock';
import { RichText } from '../components/RichText';
import { useScrollToHash } from '../components/useScrollToHash';
import { legalDocuments } from '../content/legal';
import { faqs } from '../islands';

/** /policies (spec section 2): cancellation, deposits and fees, damage and liability, FAQ. */
export function PoliciesPage() {
  useDocumentTitle('Policies');
  useScrollToHash();
  const policies = useContentBody('policies');
  return (
    <Page
      title="Policies"
      subtitle="Cancellation, deposits, fees and liability for stays booked directly with us."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Policies' }]}
      maxWidth="md"
    >
      {policies?.sections.map((section) => (
        <Card
          key={section.id}
          variant="outlined"
          component="section"
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={{ mb: 3, scrollMarginTop: 16 }}
        >
          <CardContent>
            <Typography id={`${section.id}-heading`} variant="h2" component="h2" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            <RichText html={section.body} />
            {section.note && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {section.note}
              </Alert>
            )}
          </CardContent>
        </Card>
      ))}

      <Box component="section" id="faq" aria-labelledby="policies-faq-heading" sx={{ mt: 4 }}>
        <Typography id="policies-faq-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Frequently Asked Questions
        </Typography>
        <Island of={faqs} props={{ kind: 'policies' }} />
      </Box>

      <ContactBlock />

      <Box component="nav" aria-label="Legal pages" sx={{ mt: 3 }}>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {legalDocuments.map((doc) => (
            <li key={doc.path}>
              <Link href={doc.path} onClick={(e) => handleLinkClick(e, doc.path)}>
                {doc.linkLabel}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
    </Page>
  );
}
