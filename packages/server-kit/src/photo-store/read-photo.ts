import { PHOTO_MAX_MEGAPIXELS, photoUploadMessages } from '@lakehouse/contracts';

/** A file that cannot become a photo; its message is what the host reads on the upload's row. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The photo as it is kept and served: upright, without metadata, at most KEPT_LONG_SIDE on its long side. */
export interface UprightPhoto {
  data: Buffer;
  format: PhotoFormat;
  /** The file extension its address ends with. */
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** Twice the widest variant: room to make larger variants later, without keeping a 50-megapixel original. */
const KEPT_LONG_SIDE = 3200;
const extensions: Record<PhotoFormat, UprightPhoto['extension']> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const isPhotoFormat = (format: string | undefined): format is PhotoFormat =>
  format === 'jpeg' || format === 'png' || format === 'webp';

/** An ISO media file whose brand is one of HEIF's (an iPhone's HEIC photo), by its first bytes. */
function isHeif(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(bytes.toString('latin1', 8, 12));
}

async function loadSharp() {
  // Loaded on first use: libvips costs ~6 MB resident in a process that never reads a photo.
  const sharp = (await import('sharp')).default;
  // libvips would keep recent operations' decoded pixels (up to 50 MB) for reuse no photo ever needs here.
  sharp.cache(false);
  return sharp;
}

/**
 * Reads a file as an image, whatever its name or the type the browser gave: refuses what is not a JPEG, PNG or
 * WebP, a HEIC photo (this libvips build has no HEVC decoder), more than PHOTO_MAX_MEGAPIXELS (checked from the
 * header, before anything is decoded) and a damaged or cut-off file (decoded in full). Returns it turned upright by
 * its EXIF orientation and re-encoded without any metadata: a phone's GPS position and device never reach a guest.
 */
export async function readPhoto(bytes: Buffer): Promise<UprightPhoto> {
  if (bytes.length === 0) throw new PhotoRefusedError(photoUploadMessages.empty);
  if (isHeif(bytes)) throw new PhotoRefusedError(photoUploadMessages.heic);
  const sharp = await loadSharp();
  let header;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusedError(photoUploadMessages.notAnImage);
  }
  if (header.format === 'heif') throw new PhotoRefusedError(photoUploadMessages.heic);
  if (!isPhotoFormat(header.format) || !header.width || !header.height)
    throw new PhotoRefusedError(photoUploadMessages.notAnImage);
  if (header.width * header.height > PHOTO_MAX_MEGAPIXELS * 1_000_000)
    throw new PhotoRefusedError(photoUploadMessages.tooManyPixels(header.width, header.height));
  const format = header.format;
  try {
    const pipeline = sharp(bytes, { failOn: 'truncated', limitInputPixels: PHOTO_MAX_MEGAPIXELS * 1_000_000 })
      .rotate()
      .resize({ width: KEPT_LONG_SIDE, height: KEPT_LONG_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 88, mozjpeg: false })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format, extension: extensions[format], width: info.width, height: info.height };
  } catch {
    throw new PhotoRefusedError(photoUploadMessages.damaged);
  }
}

/** One WebP variant of a kept (already upright) photo; a photo narrower than the width keeps its own width. */
export async function photoVariant(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
}
