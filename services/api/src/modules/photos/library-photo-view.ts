import type { LibraryPhoto } from '@lakehouse/contracts';
import type { PhotoEntity } from '@lakehouse/server-kit';

/** A stored photo as the admin sees it. */
export function libraryPhotoView(photo: PhotoEntity): LibraryPhoto {
  return {
    id: photo.id,
    path: photo.path,
    fileName: photo.fileName,
    caption: photo.caption,
    alt: photo.alt,
    room: photo.room as LibraryPhoto['room'],
    width: photo.width,
    height: photo.height,
    variantsReady: photo.variantsReady,
  };
}
