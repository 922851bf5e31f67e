import type { DamageHoldSettings } from './damage-hold-settings.js';
import { PROPERTY_TIME_ZONE } from './house-clock.js';
import { type IsoDate, addDays } from './iso-dates.js';

const DAY_MS = 86_400_000;
/** How long a card authorization stays good: card networks drop an online one after about 7 days. */
export const AUTHORIZATION_LASTS_MS = 7 * DAY_MS;
/** A hold that would lapse before its release is replaced this long before it lapses. */
export const RENEW_AHEAD_MS = DAY_MS;
/** A hold that failed to place is tried again this long after. */
export const RETRY_FAILED_AFTER_MS = DAY_MS;

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (negative west of Greenwich). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = wallFormatter(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a day and an `HH:mm` time read on the zone's clock (a time skipped by the spring change moves on an hour). */
export function instantInZone(date: IsoDate, time: string, timeZone: string = PROPERTY_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hours, minutes);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  // In the spring gap neither reads back as the wall time: the later one is the clock moved on, as Postgres reads it.
  return new Date(zoneOffsetMs(second, timeZone) === wall - second ? second : Math.max(first, second));
}

/** A stay's dates and the house's clock times, as the hold's timing reads them. */
export interface DamageHoldStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}
export interface HouseTimes {
  checkInTime: string;
  checkOutTime: string;
}

/** When a stay's hold is placed and released, and when the stay begins and ends, on the house's clock. */
export interface DamageHoldTimes {
  /** N days before check-in, at the check-in time; a stay confirmed later gets its hold at once. */
  placeAt: Date;
  checkInAt: Date;
  checkOutAt: Date;
  /** N days after check-out, at the check-out time. */
  releaseAt: Date;
}

export function damageHoldTimes(
  stay: DamageHoldStay,
  settings: Pick<DamageHoldSettings, 'placeDaysBeforeCheckIn' | 'releaseDaysAfterCheckOut'>,
  times: HouseTimes,
  timeZone: string = PROPERTY_TIME_ZONE,
): DamageHoldTimes {
  return {
    placeAt: instantInZone(addDays(stay.checkIn, -settings.placeDaysBeforeCheckIn), times.checkInTime, timeZone),
    checkInAt: instantInZone(stay.checkIn, times.checkInTime, timeZone),
    checkOutAt: instantInZone(stay.checkOut, times.checkOutTime, timeZone),
    releaseAt: instantInZone(addDays(stay.checkOut, settings.releaseDaysAfterCheckOut), times.checkOutTime, timeZone),
  };
}

/** When an authorization placed at `placedAt` lapses. */
export const authorizationLapsesAt = (placedAt: Date): Date => new Date(placedAt.getTime() + AUTHORIZATION_LASTS_MS);

/** When a hold lapsing at `lapsesAt` must be replaced by a new one, or null when its release comes first. */
export const renewalDueAt = (lapsesAt: Date, releaseAt: Date): Date | null =>
  releaseAt.getTime() > lapsesAt.getTime() ? new Date(lapsesAt.getTime() - RENEW_AHEAD_MS) : null;
