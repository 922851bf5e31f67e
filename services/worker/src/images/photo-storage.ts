/** Where the photo originals are read from and where their WebP variants are written. */
export interface PhotoStorage {
  photosDir: string;
  variantsDir: string;
}

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
