import { isoDateInZone, type IsoDate } from './iso-dates.js';
import { MONTH_NAMES } from './month-names.js';

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

// The house's zone follows the United States' daylight-saving rule since 2007: from the second Sunday of March at
// 2:00 standard time to the first Sunday of November at 2:00 daylight time. house-clock.test.ts holds the result to
// Intl's for PROPERTY_TIME_ZONE, so a change of zone or of the law shows there.
const STANDARD = { offsetHours: -5, name: 'EST' } as const;
const DAYLIGHT = { offsetHours: -4, name: 'EDT' } as const;

/** The day of the month of a month's nth Sunday. */
function nthSunday(year: number, monthIndex: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

function zoneAt(instantMs: number): typeof STANDARD | typeof DAYLIGHT {
  const year = new Date(instantMs).getUTCFullYear();
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - STANDARD.offsetHours);
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - DAYLIGHT.offsetHours);
  return instantMs >= daylightStarts && instantMs < daylightEnds ? DAYLIGHT : STANDARD;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * An instant on the house's 24-hour clock with the zone named, 'Mar 12, 15:00 EST' (as `houseClockText` writes it
 * with a short month, 2-digit day, hour and minute). Written without Intl: a page's first Intl call loads ICU's data,
 * 15-70 ms of a fresh browser's main thread, and the booking calendar shows this while it hydrates.
 */
export function houseClockStamp(instant: string | Date): string {
  const instantMs = new Date(instant).getTime();
  const zone = zoneAt(instantMs);
  const wall = new Date(instantMs + zone.offsetHours * 3_600_000);
  const month = MONTH_NAMES[wall.getUTCMonth()]!.slice(0, 3);
  return `${month} ${twoDigits(wall.getUTCDate())}, ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())} ${zone.name}`;
}
