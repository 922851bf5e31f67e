import { HeroCarousel, PhotoMosaic, photoDescriber } from '@lakehouse/web-kit';
import { Box } from '@lakehouse/web-kit/mui';
import { useProperty } from '../../api/useProperty';

/**
 * How wide the first photo is shown: the phone's carousel spans the page; the desktop's mosaic gives it half of the
 * page's width (at most 1152 px). Both say the same, so the browser fetches one variant for both of them.
 */
const HERO_SIZES = '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw';

/**
 * The photos at the top of the home page: on desktop (md and up) the mosaic, the first photo large beside four more,
 * each opening the full-size view; below that the swipeable carousel. Both are in the server's HTML and CSS shows
 * the one for the width; their first photo (the page's largest paint) is one download. An island: its own data
 * (useProperty) and state.
 */
export function ListingPhotos() {
  const property = useProperty();
  if (property.status !== 'success') return null;
  const { images, photoTexts } = property.data;
  const { altText, caption } = photoDescriber(images, photoTexts);
  return (
    <>
      {/* With no photo the carousel says so at every width. */}
      <Box sx={{ display: { md: images.length > 0 ? 'none' : undefined } }}>
        <HeroCarousel images={images} altText={altText} sizes={HERO_SIZES} />
      </Box>
      {images.length > 0 && (
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <PhotoMosaic images={images} altText={altText} caption={caption} heroSizes={HERO_SIZES} />
        </Box>
      )}
    </>
  );
}
