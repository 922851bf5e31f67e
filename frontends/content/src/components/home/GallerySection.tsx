import { handleLinkClick, Island } from '@lakehouse/web-kit';
import { Box, Button, Typography } from '@lakehouse/web-kit/mui';
import { homeGallery } from '../../islands';
import { HomeIcon } from './icons';

/** 'Photo Gallery' (spec section 2): up to 8 photos, each opening the full-size view, and 'View All Photos (N)'. */
export function GallerySection({ images }: { images: readonly string[] }) {
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
