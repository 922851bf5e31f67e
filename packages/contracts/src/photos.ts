import { z } from 'zod';

/**
 * A photo is named by its URL path: `/photos/<path inside the photo folder>`, e.g. `/photos/living-room.jpg`.
 * Files under `/photos/branding/` (logos) are never gallery photos.
 */
export const PHOTO_URL_PREFIX = '/photos/';
export const BRANDING_PHOTO_PREFIX = '/photos/branding/';
/** Responsive WebP variants live beside the photos' URLs, under this prefix. */
export const PHOTO_VARIANTS_PREFIX = '/photos/variants/';
export const photoVariantWidths = [480, 960, 1600] as const;
export type PhotoVariantWidth = (typeof photoVariantWidths)[number];

export function isBrandingPhoto(photoPath: string): boolean {
  return photoPath.startsWith(BRANDING_PHOTO_PREFIX);
}

/** `/photos/rooms/den.jpg` at 480 px → `/photos/variants/rooms/den-480.webp`. */
export function photoVariantPath(photoPath: string, width: PhotoVariantWidth): string {
  const relative = photoPath.startsWith(PHOTO_URL_PREFIX) ? photoPath.slice(PHOTO_URL_PREFIX.length) : photoPath;
  const stem = relative.replace(/\.[^./]+$/, '');
  return `${PHOTO_VARIANTS_PREFIX}${stem}-${width}.webp`;
}

const photoPathSchema = z
  .string()
  .max(500, 'Photo path too long')
  .refine((value) => value.startsWith(PHOTO_URL_PREFIX) && !value.split('/').includes('..'), {
    error: (issue) => `"${String(issue.input)}" is not a photo path (it must start with /photos/)`,
  });

/** `GET /api/photo-manifest`. `hero` is '' when no hero is set. */
export const photoManifestSchema = z.object({
  hero: z.string(),
  curated: z.array(z.string()),
  excluded: z.array(z.string()),
  version: z.number().int().min(0),
});
export type PhotoManifest = z.infer<typeof photoManifestSchema>;

function duplicatesOf(values: string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
}

/**
 * `PUT /api/photo-manifest` (header X-Access-Code): the admin form validates with the same schema.
 * `hero` may be '' or null for "no hero"; it is read as ''. `version` is the one the editor started from.
 * Whether each path names an existing photo is checked by the server against the property's image list.
 */
export const photoManifestUpdateSchema = z
  .object({
    hero: z
      .string()
      .nullish()
      .transform((hero) => hero ?? ''),
    curated: z.array(photoPathSchema).max(500, 'Too many curated photos'),
    excluded: z.array(photoPathSchema).max(5000, 'Too many excluded photos'),
    version: z
      .number({ error: 'version must be a whole number' })
      .int('version must be a whole number')
      .min(0, 'version must be 0 or more'),
  })
  .superRefine((manifest, context) => {
    for (const duplicate of duplicatesOf(manifest.curated)) {
      context.addIssue({ code: 'custom', path: ['curated'], message: `${duplicate} is listed twice in curated` });
    }
    for (const duplicate of duplicatesOf(manifest.excluded)) {
      context.addIssue({ code: 'custom', path: ['excluded'], message: `${duplicate} is listed twice in excluded` });
    }
    const curated = new Set(manifest.curated);
    for (const both of new Set(manifest.excluded.filter((photo) => curated.has(photo)))) {
      context.addIssue({ code: 'custom', path: ['excluded'], message: `${both} cannot be both curated and excluded` });
    }
    if (manifest.hero !== '' && !curated.has(manifest.hero)) {
      context.addIssue({
        code: 'custom',
        path: ['hero'],
        message: `The hero photo ${manifest.hero} must be one of the curated photos`,
      });
    }
  });
export type PhotoManifestUpdateInput = z.input<typeof photoManifestUpdateSchema>;
export type PhotoManifestUpdate = z.output<typeof photoManifestUpdateSchema>;

/** `POST /api/refresh-images` answers 202 with this; the scan runs as a job. */
export const imageRefreshStartedSchema = z.object({ message: z.string() });
export type ImageRefreshStarted = z.infer<typeof imageRefreshStartedSchema>;
