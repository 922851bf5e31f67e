import { HeroCarousel, photoDescriber } from '@lakehouse/web-kit';
import { useProperty } from '../api/useProperty';

/** The home page's swipeable photos, the hero first. */
export function HomeHero() {
  const property = useProperty();
  if (property.status !== 'success') return null;
  const { images, photoTexts } = property.data;
  return <HeroCarousel images={images} altText={photoDescriber(images, photoTexts).altText} />;
}
