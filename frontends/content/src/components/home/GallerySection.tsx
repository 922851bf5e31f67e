import { GridGallery, handleLinkClick, photoDescriber, type PhotoWordsByPath } from '@lakehouse/web-kit';
import { Box, Button, Typography } from '@lakehouse/web-kit/mui';
import { HomeIcon } from './icons';

/** Spec section 9: the home page previews 8 photos in 4 columns. */
const HOME_GALLERY_IMAGES = 8;

/** 'Photo Gallery' (spec section 2): up to 8 photos, each opening the full-size view, and 'View All Photos (N)'. */
export function GallerySection({ images, words }: { images: readonly string[]; words: PhotoWordsByPath }) {
  const shown = images.slice(0, HOME_GALLERY_IMAGES);
  const { altText, caption } = photoDescriber(shown, words);
  return (
    <Box component="section" aria-labelledby="home-gallery-heading">
      <Typography id="home-gallery-heading" variant="h2" component="h2" gutterBottom>
        Photo Gallery
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">No images available</Typography>
      ) : (
        <GridGallery images={shown} columns={4} altText={altText} caption={caption} />
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
