/**
 * Outside links and contact facts used by the booking pages.
 * PLACEHOLDERS: the rental-platform listing URLs come from the host; until they are supplied the buttons
 * point at the platforms' home pages.
 */
export const EXTERNAL_BOOKING_LINKS = {
  airbnb: 'https://www.airbnb.com/',
  vrbo: 'https://www.vrbo.com/',
} as const;

/** The property-management provider named in `GET /api/config/{provider}`. */
export const PMS_PROVIDER = 'ownerrez';

export const CONTACT_EMAIL = 'stay@lakehouse-grantham.example';
export const CONTACT_PHONE = '(603) 555-0142';
export const CONTACT_PHONE_HREF = 'tel:+16035550142';

/** Spec section 9. */
export const ACCESS_REDIRECT_DELAY_MS = 1000;
export const COPIED_INDICATOR_MS = 3000;
export const SIMULATED_CODE_CHECK_MS = 1000;
export const AVAILABILITY_CACHE_MS = 5 * 60_000;
export const AVAILABILITY_REFETCH_MS = 10 * 60_000;
export const FREE_CANCELLATION_DAYS = 14;
export const DEFAULT_COUPON_CODE = 'FAMILY50';

export const portalOfRole: Record<string, string> = {
  family: '/portal/family',
  repeat: '/portal/repeat',
  referred: '/portal/referred',
};

/**
 * PLACEHOLDER: the host's online booking site embedded on /book (spec section 7, "a booking site"); the real
 * address comes from the host.
 */
export const EXTERNAL_BOOKING_SITE = 'https://www.ownerrez.com/';
export const EMBED_TIMEOUT_MS = 12_000;
export const EMBED_MIN_HEIGHT = 500;
/** Automation dry run (spec section 9): simulated steps, nothing sent. */
export const DRY_RUN_DELAYS_MS = [1000, 1500, 1000] as const;
