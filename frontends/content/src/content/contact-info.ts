/**
 * Contact facts shown on /contact and the legal pages (spec sections 2 and 9); the email, phone, address and
 * registered agent are the host's settings (`useSiteSettings`). The spec's response time until the host sets one.
 */
export const RESPONSE_TIME = '2-4 hours';
export const BUSINESS_HOURS = '9 AM-6 PM';
/** Used when the property data cannot be loaded (spec section 2, /contact). */
export const FALLBACK_ADDRESS = 'Grantham, NH';

/** Google Maps embed (no API key) for an address. */
export function mapsEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}
