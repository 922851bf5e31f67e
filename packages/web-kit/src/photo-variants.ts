// The WebP variants the images job writes for each photo, named as @lakehouse/contracts' photoVariantPath and
// photoVariantWidths name them. Not imported from there: the contracts' modules build zod schemas when they
// load, and zod must stay off a page's first load (the hero photo is on every home page). The test beside this
// file proves both namings agree.
export const PHOTO_VARIANT_WIDTHS = [480, 960, 1600] as const;

const PHOTOS = '/photos/';

/** `/photos/rooms/den.jpg` at 480 px → `/photos/variants/rooms/den-480.webp`. */
export function photoVariantUrl(photoUrl: string, width: number): string {
  const stem = photoUrl.slice(PHOTOS.length).replace(/\.[^./]+$/, '');
  return `${PHOTOS}variants/${stem}-${width}.webp`;
}
