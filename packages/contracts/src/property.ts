import { z } from 'zod';
import { photoTextsSchema } from './photo-library.js';
import { publicSiteSettingsSchema } from './property-settings.js';

/** Money and rates travel as numeric strings (Postgres `numeric`), so no float rounding creeps in. */
const numericString = z.string().regex(/^\d+(\.\d+)?$/, 'must be a number written as text');

/** `GET /api/property`: the house as the database describes it. */
export const propertySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  images: z.array(z.string()),
  /** The host's caption, alt text and room of each photo in `images` that has any, by its address. */
  photoTexts: z.record(z.string(), photoTextsSchema),
  amenities: z.array(z.string()),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  maxGuests: z.number().int(),
  size: z.number().int(),
  baseRate: numericString,
  cleaningFee: numericString,
  linenFee: numericString,
  taxRate: numericString,
  /** The lowest nightly rate of the host's prices (base, weekend or season), in dollars: 'Starting at $350/night'. */
  startingRate: z.number(),
  /** What the host set for the site (contact, licence, listings, logo): the public subset of the settings. */
  site: publicSiteSettingsSchema,
});
export type Property = z.infer<typeof propertySchema>;
