// Facts about the site shown in more than one microfrontend. A module of its own, without imports: the root config
// reads it before any of the kit has loaded.

/**
 * The house's name as seeded, shown only where the host's own (the property's `name`, the settings' 'House name')
 * could not be read: `useSiteName()` is what pages show.
 */
export const DEFAULT_SITE_NAME = 'Grantham Lake House';
/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION = 'Book the lake house in Grantham, New Hampshire directly with the host.';

/** Address search on the maps service (spec section 7, outside links). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
