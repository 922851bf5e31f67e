/** Facts used by the booking pages; the contact details, listing links and booking widget come from the host's settings (`useSiteSettings`). */

/** The property-management provider named in `GET /api/config/{provider}`. */
export const PMS_PROVIDER = 'ownerrez';

/** Spec section 9. */
export const ACCESS_REDIRECT_DELAY_MS = 1000;
export const COPIED_INDICATOR_MS = 3000;
export const SIMULATED_CODE_CHECK_MS = 1000;
export const AVAILABILITY_CACHE_MS = 5 * 60_000;
export const AVAILABILITY_REFETCH_MS = 10 * 60_000;
export const DEFAULT_COUPON_CODE = 'FAMILY50';
export const ESTIMATE_NOTE = 'Currently showing estimated values (pricing service unavailable)';

export const portalOfRole: Record<string, string> = {
  family: '/portal/family',
  repeat: '/portal/repeat',
  referred: '/portal/referred',
};

export const EMBED_TIMEOUT_MS = 12_000;
export const EMBED_MIN_HEIGHT = 500;
/** Automation dry run (spec section 9): simulated steps, nothing sent. */
export const DRY_RUN_DELAYS_MS = [1000, 1500, 1000] as const;
