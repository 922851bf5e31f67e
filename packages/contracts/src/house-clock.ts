import { isoDateInZone, type IsoDate } from './iso-dates.js';

/** The house's time zone: the dates and times guests and the host read are on its clock. */
export const PROPERTY_TIME_ZONE = 'America/New_York';

/** yyyy-MM-dd of an instant, in the house's time zone. */
export const dateInPropertyZone = (instant: Date): IsoDate => isoDateInZone(instant, PROPERTY_TIME_ZONE);

/**
 * An instant as the house's clock shows it, in US English with the zone named ('Friday, March 12, 3:00 PM EST'):
 * the same text from the server and in every browser, wherever its guest is.
 */
export const houseClockText = (instant: string | Date, fields: Intl.DateTimeFormatOptions): string =>
  new Date(instant).toLocaleString('en-US', { ...fields, timeZone: PROPERTY_TIME_ZONE, timeZoneName: 'short' });
