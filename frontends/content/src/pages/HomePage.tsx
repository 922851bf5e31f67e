import type { Property } from '@lakehouse/contracts';
import {
  BOTTOM_BAR_SPACE,
  Breadcrumbs,
  Island,
  mapsSearchUrl,
  renderedNearScreen,
  useHydratedMark,
} from '@lakehouse/web-kit';
import {
  Alert,
  AlertTitle,
  Box,
  CircularProgress,
  Container,
  Divider,
  Link,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useProperty } from '../api/useProperty';
import { AboutTheHouse } from '../components/home/AboutTheHouse';
import { AmenityList } from '../components/home/AmenityList';
import { ContactSection } from '../components/home/ContactSection';
import { GallerySection } from '../components/home/GallerySection';
import { GuestReviews } from '../components/home/GuestReviews';
import { HighlightCards } from '../components/home/HighlightCards';
import { HostCard } from '../components/home/HostCard';
import { HouseLocation } from '../components/home/HouseLocation';
import { HouseRulesPreview } from '../components/home/HouseRulesPreview';
import { PropertyFacts } from '../components/home/PropertyFacts';
import { PropertyJsonLd } from '../components/home/PropertyJsonLd';
import { QuickLinks } from '../components/home/QuickLinks';
import { bookingCard, exploreTheArea, listingPhotos } from '../islands';

/** The header bar's height and a gap: where the booking card stops as the page scrolls under it. */
const BOOKING_CARD_TOP = 88;
/** The booking card's shadow reaches this far past it. */
const CARD_SHADOW_ROOM = 24;

export function HomePage() {
  const property = useProperty();
  const hydratedMark = useHydratedMark<HTMLDivElement>();
  return (
    <Container ref={hydratedMark} maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
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
      {property.status === 'success' && <Listing property={property.data} />}
    </Container>
  );
}

/**
 * The house as a listing: its name, rating and address over the photos; then, on desktop, the details on the left
 * and the booking card on the right, kept in view while the details scroll by; on phones the card follows the facts.
 * Below, the rest of the spec's home page. The photos and the booking card are islands (state, handlers); the
 * details are server HTML.
 */
function Listing({ property }: { property: Property }) {
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <ListingHeader property={property} />
        <Island of={listingPhotos} props={{}} />
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px', lg: 'minmax(0, 1fr) 380px' },
          columnGap: { md: 5, lg: 10 },
          rowGap: 4,
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <PropertyFacts property={property} />
        </Box>
        {/* Both rows tall, so the card can stay in view (sticky) all along the details, never past them. */}
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: '1 / span 2' }, alignSelf: 'stretch' }}>
          {/* On a short screen the card scrolls within itself rather than run under the 'Ready to Book?' bar; the
              scrolling box reaches past the card by its shadow's size, so the shadow is not cut off. */}
          <Box
            sx={{
              position: { md: 'sticky' },
              top: { md: BOOKING_CARD_TOP - CARD_SHADOW_ROOM },
              maxHeight: { md: `calc(100vh - ${BOOKING_CARD_TOP - CARD_SHADOW_ROOM + BOTTOM_BAR_SPACE}px)` },
              overflowY: { md: 'auto' },
              p: { md: `${CARD_SHADOW_ROOM}px` },
              m: { md: `-${CARD_SHADOW_ROOM}px` },
            }}
          >
            <Island of={bookingCard} props={{}} />
          </Box>
        </Box>
        <Stack
          spacing={4}
          divider={<Divider />}
          sx={{ gridColumn: { md: 1 }, gridRow: { md: 2 }, minWidth: 0, pt: 4, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={renderedNearScreen(400)}>
            <AboutTheHouse />
          </Box>
          <Box sx={renderedNearScreen(600)}>
            <AmenityList amenities={property.amenities} />
          </Box>
          <Box sx={renderedNearScreen(300)}>
            <HostCard site={property.site} houseName={property.name} />
          </Box>
          {/* Laid out from the start: a checker reading the page at load measured the gallery below it, not laid out
              yet, as touching its link. */}
          <HouseLocation address={property.address} />
        </Stack>
      </Box>

      {/* The rest of the page is far below the first screen: each part is laid out as it comes near. */}
      <GuestReviews />
      <Box sx={renderedNearScreen(600)}>
        <GallerySection images={property.images} />
      </Box>
      <Box sx={renderedNearScreen(500)}>
        <HighlightCards />
      </Box>
      <Box sx={renderedNearScreen(400)}>
        <QuickLinks />
      </Box>
      <Box sx={renderedNearScreen(800)}>
        <Island of={exploreTheArea} props={{}} />
      </Box>
      <Box sx={renderedNearScreen(700)}>
        <HouseRulesPreview />
      </Box>
      <Box sx={renderedNearScreen(800)}>
        <ContactSection address={property.address} />
      </Box>
      <PropertyJsonLd property={property} />
    </Stack>
  );
}

/** The house's name, its combined rating (none set, none shown) and its address linking to a map. */
function ListingHeader({ property }: { property: Property }) {
  return (
    <Box component="header">
      <Typography variant="h1" component="h1">
        {property.name}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mt: 1, alignItems: { sm: 'center' } }}
      >
        {/* The host's platform ratings combined (the JSON-LD carries the same). */}
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
  );
}
