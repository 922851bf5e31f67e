import { GridGallery, photoDescriber, photosByRoom } from '@lakehouse/web-kit';
import { useProperty } from '../api/useProperty';

/**
 * Every photo of the house in 3 columns (curated first, as the API orders them; grouped by room when the host set
 * rooms), each opening the lightbox.
 */
export function GalleryPhotos() {
  const property = useProperty();
  if (property.status !== 'success') return null;
  const groups = photosByRoom(property.data.images, property.data.photoTexts);
  const images = groups.flatMap((group) => group.images);
  const { altText, caption } = photoDescriber(images, property.data.photoTexts);
  // The position (1-based) at which each room's photos start.
  const roomStarts = new Map<number, string>();
  let position = 1;
  for (const group of groups) {
    if (group.room) roomStarts.set(position, group.room);
    position += group.images.length;
  }
  return (
    <GridGallery
      images={images}
      columns={3}
      altText={altText}
      caption={caption}
      groupHeading={(at) => roomStarts.get(at)}
      leadsPage
    />
  );
}
