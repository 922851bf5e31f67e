import { isBrandingPhoto } from '@lakehouse/contracts';

export interface PhotoChoice {
  /** '' or null: no hero. */
  hero: string | null;
  curated: readonly string[];
  excluded: readonly string[];
}

/**
 * The property's photos in the order the site shows them: the hero, then the curated photos in their order,
 * then every other photo that is neither curated, excluded nor a branding file (in the stored order).
 * Manifest entries naming a photo that is no longer stored are skipped.
 */
export function orderPropertyImages(images: readonly string[], choice: PhotoChoice): string[] {
  const stored = new Set(images);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (photo: string): void => {
    if (!stored.has(photo) || placed.has(photo)) return;
    placed.add(photo);
    ordered.push(photo);
  };
  if (choice.hero) place(choice.hero);
  for (const photo of choice.curated) place(photo);
  const curated = new Set(choice.curated);
  const excluded = new Set(choice.excluded);
  for (const photo of images) {
    if (!curated.has(photo) && !excluded.has(photo) && !isBrandingPhoto(photo)) place(photo);
  }
  return ordered;
}
