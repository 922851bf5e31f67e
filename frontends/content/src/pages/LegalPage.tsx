import { Page, handleLinkClick, useDocumentTitle } from '@lakehouse/web-kit';
import { Box, Link, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useContent } from '../api/useContent';
import { ContactBlock } from '../components/ContactBlock';
import { RichText } from '../components/RichText';
import { useScrollToHash } from '../components/useScrollToHash';
import { formatPublishedDay, legalDocuments, type LegalDocument } from '../content/legal';

/**
 * /cancellation-policy, /terms and /privacy (spec section 2): the host's text, last updated the day its live version
 * was published, a contact block and links to the other two.
 */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  useDocumentTitle(doc.title);
  useScrollToHash();
  const content = useContent(doc.kind);
  const others = legalDocuments.filter((other) => other.path !== doc.path);

  return (
    <Page title={doc.title} breadcrumbs={[{ label: 'Home', href: '/' }, { label: doc.title }]} maxWidth="md">
      {content && (
        <>
          <Typography color="text.secondary" data-testid="last-updated" sx={{ mt: -2, mb: 3 }}>
            Last updated {formatPublishedDay(content.publishedOn)}
          </Typography>
          <Typography sx={{ mb: 3 }}>{content.body.intro}</Typography>
        </>
      )}
      {content?.body.sections.map((section) => (
        <Box
          key={section.id}
          component="section"
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={{ mb: 3, scrollMarginTop: 16 }}
        >
          <Typography id={`${section.id}-heading`} variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
            {section.heading}
          </Typography>
          <RichText html={section.body} />
        </Box>
      ))}

      <ContactBlock />

      <Box component="nav" aria-labelledby="related-policies-heading" sx={{ mt: 4 }} data-testid="related-policies">
        <Typography id="related-policies-heading" variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Related Policies
        </Typography>
        <Stack
          component="ul"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {others.map((other) => (
            <li key={other.path}>
              <Link href={other.path} onClick={(e) => handleLinkClick(e, other.path)}>
                {other.linkLabel}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/policies" onClick={(e) => handleLinkClick(e, '/policies')}>
              All Policies
            </Link>
          </li>
        </Stack>
      </Box>
    </Page>
  );
}
