import { photoVariantPath, photoVariantWidths } from '@lakehouse/contracts';
import { photoKeyOf } from './photo-store.js';

/** The store keys of a photo: its kept original, then its variants, smallest first. */
export function photoFileKeys(photoPath: string): { original: string; variants: string[] } {
  const original = photoKeyOf(photoPath);
  if (!original) throw new Error(`${photoPath} is not a photo address`);
  return {
    original,
    variants: photoVariantWidths.map((width) => photoVariantPath(photoPath, width).slice(1)),
  };
}
