import { z } from 'zod';

/** What one upload may be: the browser checks it first, the server again (it never trusts the browser's name or type). */
export const PHOTO_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/**
 * Above this a decoded photo takes more memory than the API can spare (a "decompression bomb": 100 megapixels took
 * it from 231 to 436 MB); phones shoot 12 to 48.
 */
export const PHOTO_MAX_MEGAPIXELS = 50;
/** `POST /api/photos`: the file's bytes as the body (application/octet-stream), its name in this header (URI-encoded). */
export const PHOTO_UPLOAD_PATH = '/api/photos';
export const PHOTO_FILE_NAME_HEADER = 'x-file-name';
/** What the file chooser offers; the server decides by reading the image. */
export const PHOTO_UPLOAD_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic', '.heif'],
} as const;

/** The message on an upload's row for each way a file can be refused. */
export const photoUploadMessages = {
  tooLarge: (bytes: number) =>
    `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB: a photo can be at most ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`,
  notAnImage: 'This file is not a photo that can be read. Upload a JPEG, PNG or WebP image.',
  heic: 'HEIC photos cannot be read here. On an iPhone, share the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.',
  damaged:
    'This photo is damaged or incomplete (the file ends early). Copy it from your phone again and upload the new copy.',
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels: a photo can be at most ${PHOTO_MAX_MEGAPIXELS} megapixels.`,
  duplicate: (fileName: string) => `This photo is already in your photos (uploaded as "${fileName}").`,
  empty: 'This file is empty.',
} as const;

/** The rooms a photo can be grouped under on the gallery page, in the order the gallery shows them. */
export const photoRooms = [
  'Living room',
  'Kitchen & dining',
  'Bedrooms',
  'Bathrooms',
  'Game room',
  'Outdoors',
  'Lake',
  'Community',
] as const;
export type PhotoRoom = (typeof photoRooms)[number];

export const PHOTO_CAPTION_MAX = 200;
export const PHOTO_ALT_MAX = 250;

/** `PATCH /api/photos/:id`: the caption (gallery and lightbox), the alt text (empty: the caption) and the room ('' for none). */
export const photoDetailsUpdateSchema = z.object({
  caption: z.string().trim().max(PHOTO_CAPTION_MAX, `Caption too long (at most ${PHOTO_CAPTION_MAX} characters)`),
  alt: z.string().trim().max(PHOTO_ALT_MAX, `Alt text too long (at most ${PHOTO_ALT_MAX} characters)`),
  room: z.union([z.enum(photoRooms), z.literal('')], { error: `Room must be one of: ${photoRooms.join(', ')}` }),
});
export type PhotoDetailsUpdate = z.infer<typeof photoDetailsUpdateSchema>;

/** How many of the three WebP sizes exist; the photo is on the site once all three do. */
export const PHOTO_VARIANT_COUNT = 3;

/** One photo as the admin sees it (`GET /api/photos`, and the answer to an upload or an edit). */
export const libraryPhotoSchema = z.object({
  id: z.uuid(),
  /** Its address on the site, also its name in the photo manifest. */
  path: z.string(),
  /** As the host named the file. */
  fileName: z.string(),
  caption: z.string(),
  alt: z.string(),
  room: z.union([z.enum(photoRooms), z.literal('')]),
  width: z.number().int(),
  height: z.number().int(),
  /** 0 to 3: the sizes made so far (the job's progress). */
  variantsReady: z.number().int().min(0).max(PHOTO_VARIANT_COUNT),
});
export type LibraryPhoto = z.infer<typeof libraryPhotoSchema>;
export const photoLibrarySchema = z.array(libraryPhotoSchema);

/** What a guest's page knows of a photo besides its address: shown under it and read out for it. */
export const photoTextsSchema = z.object({
  caption: z.string(),
  alt: z.string(),
  room: z.string(),
});
export type PhotoTexts = z.infer<typeof photoTextsSchema>;
