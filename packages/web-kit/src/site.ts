/** Facts about the site shown in more than one microfrontend. */
export const SITE_NAME = 'Grantham Lake House';
export const SITE_DESCRIPTION = 'Book the lake house in Grantham, New Hampshire directly with the host.';

/** Address search on the maps service (spec section 7, outside links). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
