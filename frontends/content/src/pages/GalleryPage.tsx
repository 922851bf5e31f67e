import type { Property } from '@lakehouse/contracts';
import { Island, Page } from '@lakehouse/web-kit';
import { Alert, Box, Card, CardContent, CircularProgress, Grid, Typography } from '@lakehouse/web-kit/mui';
import { useProperty } from '../api/useProperty';
import { HomeIcon } from '../components/home/icons';
import { galleryPhotos, viewAllPhotosButton } from '../islands';

/**
 * /gallery: every photo (curated first, as the API orders them; grouped by room when the host set rooms) in 3
 * columns with the host's captions, stats and featured amenities.
 */
export function GalleryPage() {
  const property = useProperty();
  return (
    <Page
      title="Photo Gallery"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Gallery' }]}
      subtitle="Take a look around the lake house before you arrive."
    >
      {property.status === 'pending' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
          <CircularProgress aria-label="Loading photos" />
        </Box>
      )}
      {property.status === 'error' && <Alert severity="error">The property information could not be loaded.</Alert>}
      {property.status === 'success' && <GalleryContent property={property.data} />}
    </Page>
  );
}

function GalleryContent({ property }: { property: Property }) {
  const count = property.images.length;
  const stats: [label: string, value: number][] = [
    ['Total Photos', count],
    ['Bedrooms', property.bedrooms],
    ['Bathrooms', property.bathrooms],
    ['Max Guests', property.maxGuests],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Island of={viewAllPhotosButton} props={{ count }} />
      </Box>

      {count === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <HomeIcon name="photos" sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
              No Images Available
            </Typography>
            <Typography color="text.secondary">Photos of the house will appear here soon.</Typography>
          </CardContent>
        </Card>
      ) : (
        <Island of={galleryPhotos} props={{}} />
      )}

      <Box component="section" aria-labelledby="gallery-stats-heading">
        <Typography id="gallery-stats-heading" variant="h2" component="h2" gutterBottom>
          The House at a Glance
        </Typography>
        <Grid container spacing={2}>
          {stats.map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" sx={{ textAlign: 'center', height: '100%' }}>
                <CardContent>
                  <Typography
                    component="p"
                    sx={{ m: 0, fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}
                    data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}
                  >
                    {value}
                  </Typography>
                  <Typography component="p" color="text.secondary">
                    {label}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="featured-amenities-heading">
        <Typography id="featured-amenities-heading" variant="h2" component="h2" gutterBottom>
          Featured Amenities
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {property.amenities.map((amenity) => (
            <Box
              component="li"
              key={amenity}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            >
              {amenity}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
