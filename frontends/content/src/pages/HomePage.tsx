import type { Property } from '@lakehouse/contracts';
import { formatCount } from '@lakehouse/contracts/money';
import { Breadcrumbs, handleLinkClick, Island, mapsSearchUrl, useHydratedMark } from '@lakehouse/web-kit';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Grid,
  Link,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useContentBody } from '../api/useContent';
import { useProperty } from '../api/useProperty';
import { ContactSection } from '../components/home/ContactSection';
import { GuestReviews } from '../components/home/GuestReviews';
import { HighlightCards } from '../components/home/HighlightCards';
import { HomeIcon } from '../components/home/icons';
import { PropertyJsonLd } from '../components/home/PropertyJsonLd';
import { QuickLinks } from '../components/home/QuickLinks';
import { RichText } from '../components/RichText';
import { exploreTheArea, homeGallery, homeHero, houseRulesSections } from '../islands';

export function HomePage() {
  const property = useProperty();
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  return (
    <Container ref={hydratedMark} maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Property Details' }]} />
      {property.status === 'pending' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Loading property" />
        </Box>
      )}
      {property.status === 'error' && (
        <Alert severity="error" sx={{ my: 4 }}>
          <AlertTitle>
            <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
              Property Not Found
            </Typography>
          </AlertTitle>
          The property information could not be loaded.
        </Alert>
      )}
      {property.status === 'success' && <PropertyDetails property={property.data} />}
    </Container>
  );
}

function PropertyDetails({ property }: { property: Property }) {
  const house = useContentBody('house');
  return (
    <Stack spacing={4}>
      <Box component="header">
        <Typography variant="h1" component="h1">
          {property.name}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ mt: 1, alignItems: { sm: 'center' } }}
        >
          {/* The host's platform ratings combined (the JSON-LD carries the same); none set, none shown. */}
          {property.site.rating && (
            <Typography component="p">
              <Box component="span" aria-hidden sx={{ color: '#d19a00' }}>
                ★
              </Box>{' '}
              <strong data-testid="rating">{property.site.rating.rating.toFixed(1)}</strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({property.site.rating.reviewCount} reviews)
              </Box>
            </Typography>
          )}
          <Link
            href={mapsSearchUrl(property.address)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="property-address"
          >
            {property.address}
          </Link>
        </Stack>
      </Box>

      <Island of={homeHero} props={{}} />

      <BookYourStay />

      {house && (
        <Box component="section" aria-labelledby="about-house-heading" data-testid="house-description">
          <Typography id="about-house-heading" variant="h2" component="h2" gutterBottom>
            About the House
          </Typography>
          <RichText html={house.description} />
        </Box>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h2" component="h2" gutterBottom>
                Amenities
              </Typography>
              <Box component="ul" sx={{ columns: { xs: 1, sm: 2 }, pl: 2.5, m: 0 }}>
                {property.amenities.map((amenity) => (
                  <Typography component="li" key={amenity} sx={{ py: 0.5, breakInside: 'avoid' }}>
                    {amenity}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h2" component="h2" gutterBottom>
                Property Info
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
              >
                <InfoRow label="Bedrooms" value={property.bedrooms} />
                <InfoRow label="Bathrooms" value={property.bathrooms} />
                <InfoRow label="Max Guests" value={property.maxGuests} />
                <InfoRow label="Size" value={`${formatCount(property.size)} sq ft`} />
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <GallerySection images={property.images} />
      <HighlightCards />
      <QuickLinks />
      <GuestReviews />
      <Island of={exploreTheArea} props={{}} />
      <HouseRulesPreview />
      <ContactSection address={property.address} />
      <PropertyJsonLd property={property} />
    </Stack>
  );
}

function GallerySection({ images }: { images: readonly string[] }) {
  return (
    <Box component="section" aria-labelledby="home-gallery-heading">
      <Typography id="home-gallery-heading" variant="h2" component="h2" gutterBottom>
        Photo Gallery
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">No images available</Typography>
      ) : (
        <Island of={homeGallery} props={{}} />
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button
          variant="contained"
          href="/gallery"
          onClick={(e) => handleLinkClick(e, '/gallery')}
          startIcon={<HomeIcon name="photos" />}
        >
          View All Photos ({images.length})
        </Button>
      </Box>
    </Box>
  );
}

/** The house rules with the check-in/check-out section open; the full rules live on /house-rules. */
function HouseRulesPreview() {
  return (
    <Box component="section" aria-labelledby="home-rules-heading">
      <Typography id="home-rules-heading" variant="h2" component="h2" gutterBottom>
        House Rules
      </Typography>
      <Island of={houseRulesSections} props={{ defaultOpenIds: ['check-in-out'] }} />
      <Box sx={{ mt: 2 }}>
        <Link href="/house-rules" onClick={(e) => handleLinkClick(e, '/house-rules')} sx={{ fontWeight: 600 }}>
          Read the full house rules and how-to guides
        </Link>
      </Box>
    </Box>
  );
}

function InfoRow({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </>
  );
}

/** The 'Book Your Stay' call to action: every box leads to /book. */
function BookYourStay() {
  const boxes = ['Check-in', 'Check-out', 'Guests'];
  return (
    <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          Book Your Stay
        </Typography>
        <Grid container spacing={2} sx={{ alignItems: 'stretch' }}>
          {boxes.map((label) => (
            <Grid key={label} size={{ xs: 12, sm: 4, md: 3 }}>
              <Box
                component="a"
                href="/book"
                onClick={(e) => handleLinkClick(e, '/book')}
                sx={{
                  display: 'block',
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'rgba(255,255,255,0.12)',
                  color: 'inherit',
                  textDecoration: 'none',
                }}
              >
                {label}
              </Box>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 3 }}>
            <Button
              fullWidth
              variant="contained"
              color="secondary"
              href="/book"
              onClick={(e) => handleLinkClick(e, '/book')}
              sx={{ height: '100%' }}
            >
              Check Availability &amp; Book
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
