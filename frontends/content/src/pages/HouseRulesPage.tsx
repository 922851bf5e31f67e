import { Island, Page, PhoneLink, useDocumentTitle, useHouseTimes, useSiteSettings } from '@lakehouse/web-kit';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import type { HowToGuidesContent } from '@lakehouse/contracts';
import { fillHouseTimes } from '@lakehouse/contracts/house-times';
import { useContentBody } from '../api/useContent';
import { RichText } from '../components/RichText';
import { MAX_OVERNIGHT_GUESTS } from '../content/house-rules';
import { houseRulesSections } from '../islands';

type HowToGuide = HowToGuidesContent['guides'][number];

const quickReference = (times: { checkIn: string; checkOut: string }) => [
  { label: 'Check-in', value: times.checkIn },
  { label: 'Check-out', value: times.checkOut },
  { label: 'Max occupancy', value: `${MAX_OVERNIGHT_GUESTS} guests` },
  { label: 'WiFi', value: 'Gig-speed cable WiFi' },
];

function HowToGuideCard({ guide }: { guide: HowToGuide }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }} data-testid={`how-to-${guide.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h3" component="h3">
            {guide.title}
          </Typography>
        </Stack>
        <Box sx={{ color: 'text.secondary', mb: 1.5 }}>
          <RichText html={guide.summary} />
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {guide.steps.map((step) => (
            <Typography component="li" key={step} sx={{ py: 0.4 }}>
              {step}
            </Typography>
          ))}
        </Box>
        {guide.videoUrl && (
          <Button
            href={guide.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="small"
            sx={{ mt: 2 }}
            aria-label={`Watch tutorial: ${guide.title} (${guide.videoLabel || 'manufacturer help'}, opens in a new tab)`}
          >
            ▶ Watch tutorial
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** /house-rules (spec section 2): quick reference, emergency contacts, rules accordion, how-to guides. */
export function HouseRulesPage({ defaultOpenRuleIds }: { defaultOpenRuleIds?: readonly string[] }) {
  useDocumentTitle('House Rules');
  const site = useSiteSettings();
  const times = useHouseTimes();
  const rules = useContentBody('house-rules');
  const guides = useContentBody('how-to-guides');
  // The spec's banner names the property manager: until the host sets that number, the host's own phone answers.
  const managerPhone = site?.propertyManagerPhone ?? site?.contactPhone;
  return (
    <Page
      title="House Rules and How-To Guide"
      subtitle="Everything you need for a comfortable stay, and how to use the house."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'House Rules' }]}
    >
      <Box component="section" aria-labelledby="quick-reference-heading">
        <Typography id="quick-reference-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Quick Reference
        </Typography>
        <Grid container spacing={2}>
          {quickReference(times).map((item) => (
            <Grid key={item.label} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%', textAlign: 'center' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {item.label}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{item.value}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Alert
        severity="error"
        icon={false}
        sx={{ mt: 3 }}
        component="section"
        aria-labelledby="emergency-heading"
        data-testid="emergency-banner"
      >
        <AlertTitle>
          <Typography id="emergency-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Emergency Contacts
          </Typography>
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>
            <strong>Life-threatening emergency, fire or medical:</strong> call <Link href="tel:911">911</Link>
          </li>
          {managerPhone && (
            <li>
              <strong>Property manager:</strong> <PhoneLink phone={managerPhone} testId="property-manager-phone" />
            </li>
          )}
          <li>
            <strong>Community security office:</strong>{' '}
            {site?.securityOfficePhone ? (
              <PhoneLink phone={site.securityOfficePhone} testId="security-office-phone" />
            ) : (
              rules?.securityOfficeFallback
            )}
          </li>
          {rules?.emergencyContacts.map((contact) => (
            <li key={contact.label}>
              <strong>{contact.label}:</strong> {contact.detail}
            </li>
          ))}
        </Box>
      </Alert>

      <Box component="section" aria-labelledby="house-rules-heading" sx={{ mt: 5 }}>
        <Typography id="house-rules-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          House Rules
        </Typography>
        <Island of={houseRulesSections} props={{ defaultOpenIds: defaultOpenRuleIds }} />
      </Box>

      <Box component="section" aria-labelledby="how-to-heading" sx={{ mt: 5 }}>
        <Typography id="how-to-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          How-To Guides
        </Typography>
        <Grid container spacing={2}>
          {guides?.guides.map((guide) => (
            <Grid key={guide.id} size={{ xs: 12, md: 6 }}>
              <HowToGuideCard guide={guide} />
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="additional-info-heading" sx={{ mt: 5 }}>
        <Typography id="additional-info-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Additional Information
        </Typography>
        <Grid container spacing={2}>
          {rules?.additionalInformation.map((info) => (
            <Grid key={info.title} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" component="h3" gutterBottom>
                    {info.title}
                  </Typography>
                  <Typography>{fillHouseTimes(info.text, times)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Page>
  );
}
