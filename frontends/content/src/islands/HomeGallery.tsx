import { GridGallery, photoDescriber } from '@lakehouse/web-kit';
import { useProperty } from '../api/useProperty';

/** Spec section 9: the home page previews 8 photos in 4 columns. */
const HOME_GALLERY_IMAGES = 8;

/** The home page's first photos, each opening the lightbox. */
export function HomeGallery() {
  const property = useProperty();
  if (property.status !== 'success') return null;
  const shown = property.data.images.slice(0, HOME_GALLERY_IMAGES);
  const { altText, caption } = photoDescriber(shown, property.data.photoTexts);
  return <GridGallery images={shown} columns={4} altText={altText} caption={caption} />;
}
