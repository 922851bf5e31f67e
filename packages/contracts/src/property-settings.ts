import { z } from 'zod';
import {
  combinedRating,
  combinedRatingSchema,
  type CombinedRating,
  platformRatingText,
  platformReviewCountText,
} from './platform-ratings.js';
import { oneLine, plainText } from './text-rules.js';

const phoneDigits = (phone: string) => phone.replace(/[\s\-()]/g, '');
const isPhone = (phone: string) => /^\+?[1-9]\d{6,15}$/.test(phoneDigits(phone));

/** A one-line text; '' means "not set". */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine(...oneLine(label));

const requiredLine = (label: string, max: number) => optionalLine(label, max).min(1, `${label} is required`);

const optionalPhone = (label: string) =>
  optionalLine(label, 30).refine((phone) => !phone || isPhone(phone), 'Please enter a valid phone number');

/** An https address, or '' for none. */
const optionalHttpsUrl = (label: string) =>
  optionalLine(label, 500).refine((url) => {
    if (!url) return true;
    try {
      return new URL(url).protocol === 'https:';
    } catch {
      return false;
    }
  }, `${label} must be a full https:// address`);

/** A decimal degree within ±`limit`, or '' for none. */
const optionalDegrees = (label: string, limit: number) =>
  optionalLine(label, 20).refine(
    (degrees) => !degrees || (/^-?\d{1,3}(\.\d{1,7})?$/.test(degrees) && Math.abs(Number(degrees)) <= limit),
    `${label} must be a number of degrees between -${limit} and ${limit}, such as ${limit === 90 ? '43.4926' : '-72.1426'}`,
  );

const clockTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 15:00`);

export const LOGO_FOLDER = '/photos/branding/';

/** A file of the photo folder's branding/ (the logo, the host's photo), or '' for none. */
const optionalBrandingFile = (label: string, message: string) =>
  optionalLine(label, 500).refine(
    (file) => !file || (file.startsWith(LOGO_FOLDER) && !file.split('/').includes('..')),
    `${message} must be a file in the photo folder's branding/ (${LOGO_FOLDER}...)`,
  );

/**
 * `PUT /api/admin/settings` body's `settings`, and the admin form's schema: everything the host sets about the
 * house. '' means unset: what depends on an unset value is hidden (no listing button without its link, no
 * licence line without a number). `entryInstructions` and the family coupon are private.
 */
export const propertySettingsSchema = z
  .object({
    houseName: requiredLine('House name', 100),
    address: requiredLine('Address', 200),
    // Where the house is on a map, for search engines (schema.org geo); both or neither.
    latitude: optionalDegrees('Latitude', 90),
    longitude: optionalDegrees('Longitude', 180),
    contactEmail: optionalLine('Contact email', 100).pipe(
      z.union([z.literal(''), z.email('Please enter a valid email address')]),
    ),
    contactPhone: optionalPhone('Contact phone'),
    responseTime: optionalLine('Response time', 100),
    // The host card on the home page ('' hides the name, and shows initials or an icon for the photo).
    hostName: optionalLine("Host's name", 60).default(''),
    hostPhoto: optionalBrandingFile("Host's photo", "The host's photo").default(''),
    registeredAgent: z
      .string()
      .trim()
      .max(300, 'Registered agent is at most 300 characters')
      .refine(...plainText('Registered agent')),
    mealsRoomsLicense: optionalLine('Meals & Rooms licence number', 40),
    airbnbUrl: optionalHttpsUrl('Airbnb link'),
    vrboUrl: optionalHttpsUrl('VRBO link'),
    otherListingLabel: optionalLine('Other listing name', 60),
    otherListingUrl: optionalHttpsUrl('Other listing link'),
    bookingWidgetUrl: optionalHttpsUrl('Booking widget address'),
    // The listings' ratings, copied by the host; the site shows them combined (and '' hides a platform's).
    airbnbRating: platformRatingText('Airbnb rating').default(''),
    airbnbReviewCount: platformReviewCountText('Airbnb review count').default(''),
    vrboRating: platformRatingText('VRBO rating').default(''),
    vrboReviewCount: platformReviewCountText('VRBO review count').default(''),
    checkInTime: clockTime('Check-in time'),
    checkOutTime: clockTime('Check-out time'),
    quietHoursStart: clockTime('Quiet hours start'),
    quietHoursEnd: clockTime('Quiet hours end'),
    entryInstructions: z
      .string()
      .trim()
      .max(4000, 'Entry instructions are at most 4000 characters')
      .refine(...plainText('Entry instructions')),
    propertyManagerPhone: optionalPhone('Property manager phone'),
    securityOfficePhone: optionalPhone('Security office phone'),
    familyCouponCode: optionalLine('Family coupon code', 40).transform((code) => code.toUpperCase()),
    logo: optionalBrandingFile('Logo', 'The logo'),
  })
  .refine((settings) => !settings.otherListingUrl || settings.otherListingLabel, {
    path: ['otherListingLabel'],
    error: 'Name the other listing (its button shows this name)',
  })
  .refine((settings) => !settings.latitude === !settings.longitude, {
    path: ['longitude'],
    error: 'Give both the latitude and the longitude, or neither',
  });
export type PropertySettingsInput = z.input<typeof propertySettingsSchema>;
export type PropertySettings = z.output<typeof propertySettingsSchema>;
export type PropertySettingsField = keyof PropertySettings;

/** `PUT /api/admin/settings`: the settings and the version the form started from (409 if another save came between). */
export const propertySettingsUpdateSchema = z.object({
  settings: propertySettingsSchema,
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more'),
});
export type PropertySettingsUpdate = z.output<typeof propertySettingsUpdateSchema>;

/**
 * `GET`/`PUT /api/admin/settings`: the saved settings, their version, the fields still holding a seeded sample, and
 * the files of the photo folder's branding/ (what the logo and the host's photo may be).
 */
export const adminPropertySettingsSchema = z.object({
  settings: propertySettingsSchema,
  version: z.number().int(),
  updatedAt: z.string(),
  sampleFields: z.array(z.string()),
  brandingFiles: z.array(z.string()),
});
export type AdminPropertySettings = z.infer<typeof adminPropertySettingsSchema>;

/** `GET /api/admin/settings/changes`: every save, newest first, with the fields it changed. */
export const propertySettingsChangesSchema = z.array(
  z.object({ version: z.number().int(), changedAt: z.string(), changedFields: z.array(z.string()) }),
);
export type PropertySettingsChanges = z.infer<typeof propertySettingsChangesSchema>;

export const STALE_SETTINGS_MESSAGE =
  'Someone else saved the settings while you were editing; reload to see their changes, then save again.';

/** The public subset, inside `GET /api/property` as `site`; an unset value is null. Never the private fields. */
export const publicSiteSettingsSchema = z.object({
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  responseTime: z.string().nullable(),
  hostName: z.string().nullable(),
  /** A file of the photo folder's branding/. */
  hostPhoto: z.string().nullable(),
  registeredAgent: z.string().nullable(),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  mealsRoomsLicense: z.string().nullable(),
  listings: z.array(z.object({ label: z.string(), url: z.string() })),
  bookingWidgetUrl: z.string().nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  quietHoursStart: z.string(),
  quietHoursEnd: z.string(),
  propertyManagerPhone: z.string().nullable(),
  securityOfficePhone: z.string().nullable(),
  logo: z.string().nullable(),
  /** The listings' ratings combined as the spec says; null when the host set none. */
  rating: combinedRatingSchema.nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** `directRating`: the reviews of direct stays (their overall mean and count), combined with the platforms'. */
export function publicSiteSettings(
  settings: PropertySettings,
  directRating: CombinedRating | null = null,
): PublicSiteSettings {
  const listings = [
    { label: 'Book on Airbnb', url: settings.airbnbUrl },
    { label: 'Book on VRBO', url: settings.vrboUrl },
    { label: settings.otherListingLabel ? `Book on ${settings.otherListingLabel}` : '', url: settings.otherListingUrl },
  ].filter((listing) => listing.url && listing.label);
  return {
    contactEmail: settings.contactEmail || null,
    contactPhone: settings.contactPhone || null,
    responseTime: settings.responseTime || null,
    hostName: settings.hostName || null,
    hostPhoto: settings.hostPhoto || null,
    registeredAgent: settings.registeredAgent || null,
    geo:
      settings.latitude && settings.longitude
        ? { latitude: Number(settings.latitude), longitude: Number(settings.longitude) }
        : null,
    mealsRoomsLicense: settings.mealsRoomsLicense || null,
    listings,
    bookingWidgetUrl: settings.bookingWidgetUrl || null,
    checkInTime: settings.checkInTime,
    checkOutTime: settings.checkOutTime,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    propertyManagerPhone: settings.propertyManagerPhone || null,
    securityOfficePhone: settings.securityOfficePhone || null,
    logo: settings.logo || null,
    rating: combinedRating(settings, directRating),
  };
}

/**
 * What the go-live checklist looks at. A required field must hold the host's own value; an optional one may be
 * unset (what depends on it is hidden) but must not keep a seeded sample (a platform's home page is no listing).
 */
export const GO_LIVE_FIELDS: { field: PropertySettingsField; label: string; required: boolean }[] = [
  { field: 'houseName', label: 'House name', required: true },
  { field: 'address', label: 'Street address', required: true },
  { field: 'contactEmail', label: 'Contact email', required: true },
  { field: 'contactPhone', label: 'Contact phone', required: true },
  { field: 'registeredAgent', label: 'Registered agent', required: true },
  { field: 'mealsRoomsLicense', label: 'NH Meals & Rooms licence number', required: true },
  { field: 'entryInstructions', label: 'Entry instructions', required: true },
  { field: 'propertyManagerPhone', label: 'Property manager phone', required: true },
  { field: 'logo', label: 'Logo', required: true },
  { field: 'hostName', label: "Host's name", required: false },
  { field: 'airbnbUrl', label: 'Airbnb listing link', required: false },
  { field: 'vrboUrl', label: 'VRBO listing link', required: false },
  { field: 'bookingWidgetUrl', label: 'Booking widget address', required: false },
  { field: 'airbnbRating', label: 'Airbnb rating', required: false },
  { field: 'airbnbReviewCount', label: 'Airbnb review count', required: false },
  { field: 'vrboRating', label: 'VRBO rating', required: false },
  { field: 'vrboReviewCount', label: 'VRBO review count', required: false },
];

export interface GoLiveGap {
  field: PropertySettingsField;
  label: string;
  problem: 'missing' | 'sample';
}

/** Fields still missing or holding a sample before the site can be put in front of guests. */
export function goLiveGaps(settings: PropertySettingsInput, sampleFields: readonly string[]): GoLiveGap[] {
  const gaps: GoLiveGap[] = [];
  for (const { field, label, required } of GO_LIVE_FIELDS) {
    const value = settings[field];
    const unset = typeof value !== 'string' || !value.trim();
    if (unset && required) gaps.push({ field, label, problem: 'missing' });
    else if (!unset && sampleFields.includes(field)) gaps.push({ field, label, problem: 'sample' });
  }
  return gaps;
}
