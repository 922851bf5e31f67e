import ical, { type DateWithTimeZone, type VEvent } from 'node-ical';
import { addDays, addMonths, isoDateInZone, nightsOf, type IsoDate } from '@lakehouse/contracts';

/** A stretch of nights a feed closes: [startsOn, endsOn), endsOn being the checkout day (free). */
export interface FeedBlock {
  uid: string;
  title: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

export interface ParseOptions {
  /** The property's zone: timed (non-all-day) events are placed on its calendar. */
  timeZone: string;
  /** Recurring events are expanded from `now` minus `pastDays` ... */
  now?: Date;
  pastDays?: number;
  /** ... to `now` plus this many months. */
  horizonMonths?: number;
  /** At most this many occurrences in one sync: every event, and every date its rule generates (EXDATEs count). */
  maxOccurrences?: number;
}

/** The expansion window and the cap on what a feed may expand to (docs/security.md, Limits). */
const FEED_PAST_DAYS = 60;
const FEED_HORIZON_MONTHS = 18;
const MAX_FEED_OCCURRENCES = 5_000;

/** A fetch that is not a calendar: the sync keeps the last good blocks and records this message. */
export class InvalidFeedError extends Error {
  override name = 'InvalidFeedError';
}

/** yyyy-MM-dd of an all-day value: node-ical builds it at LOCAL midnight, so read the local Y/M/D (never toISOString). */
function localDate(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayOf(date: DateWithTimeZone, allDay: boolean, timeZone: string): IsoDate {
  return allDay ? localDate(date) : isoDateInZone(date, timeZone);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'val' in value) return String(value.val);
  return '';
}

function checkLooksLikeCalendar(body: string): void {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new InvalidFeedError('The feed answered with an empty body.');
  if (/^<(!doctype|html|\?xml|head|body)/i.test(trimmed) || /<html[\s>]/i.test(trimmed.slice(0, 2000))) {
    throw new InvalidFeedError('The feed answered with an HTML page, not an iCalendar file.');
  }
  if (!/^BEGIN:VCALENDAR\s*$/im.test(trimmed.slice(0, 200))) {
    // Never the answer's own text: whatever a URL answers must not be readable through the admin.
    throw new InvalidFeedError('The feed is not an iCalendar file.');
  }
  if (!/^END:VCALENDAR\s*$/im.test(trimmed)) {
    throw new InvalidFeedError('The feed is cut off: END:VCALENDAR is missing.');
  }
  const begins = trimmed.match(/^BEGIN:VEVENT\s*$/gim)?.length ?? 0;
  const ends = trimmed.match(/^END:VEVENT\s*$/gim)?.length ?? 0;
  if (begins !== ends)
    throw new InvalidFeedError(`The feed is damaged: ${begins} BEGIN:VEVENT but ${ends} END:VEVENT.`);
}

function tooManyOccurrences(cap: number): InvalidFeedError {
  return new InvalidFeedError(
    `The feed expands to more than ${cap.toLocaleString('en-US')} stays or blocks between ${FEED_PAST_DAYS} days ago and ${FEED_HORIZON_MONTHS} months ahead (a repeating event without an end?), so it was not used.`,
  );
}

/**
 * Counts a recurring event's occurrences in [from, to] one by one, stopping past `budget`, so a rule such as
 * FREQ=MINUTELY without an end is refused before it is expanded into hundreds of thousands of dates.
 */
function occurrencesWithin(event: VEvent, from: Date, to: Date, budget: number): number {
  // node-ical hands all-day occurrences back at LOCAL midnight, while the rule counts from UTC midnight: east
  // of UTC that is earlier, and asking for the next one from there would give the same day again.
  const instant = (date: Date) =>
    (date as { dateOnly?: boolean }).dateOnly
      ? new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()))
      : date;
  let count = 0;
  for (
    let at = event.rrule!.after(from, true);
    at && instant(at) <= to && count <= budget;
    at = event.rrule!.after(instant(at), false)
  )
    count += 1;
  return count;
}

/** One block per occurrence, or none when the event closes no night. */
function toBlock(
  uid: string,
  title: string,
  start: DateWithTimeZone,
  end: DateWithTimeZone | undefined,
  allDay: boolean,
  timeZone: string,
): FeedBlock {
  const startsOn = dayOf(start, allDay, timeZone);
  // No DTEND: an all-day event lasts one day; a timed one closes the night it starts on.
  let endsOn = end ? dayOf(end, allDay, timeZone) : addDays(startsOn, 1);
  // A timed event within one day (or an all-day event with DTEND = DTSTART) still closes that night.
  if (endsOn <= startsOn) endsOn = addDays(startsOn, 1);
  return { uid, title, startsOn, endsOn };
}

/**
 * iCal text to blocks, keyed by UID (a recurring event gives one block per occurrence, within the horizon).
 * Throws InvalidFeedError for an empty body, an HTML page, garbage, a cut-off file or more than
 * `maxOccurrences` occurrences; a valid calendar with no events gives no blocks. The result does not depend on the server's time zone.
 */
export function parseIcalFeed(body: string, options: ParseOptions): FeedBlock[] {
  checkLooksLikeCalendar(body);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(body);
  } catch (error) {
    throw new InvalidFeedError(
      `The feed could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const now = options.now ?? new Date();
  const from = new Date(now.getTime() - (options.pastDays ?? FEED_PAST_DAYS) * 86_400_000);
  const today = isoDateInZone(now, options.timeZone);
  const maxOccurrences = options.maxOccurrences ?? MAX_FEED_OCCURRENCES;
  const [hy, hm, hd] = addMonths(today, options.horizonMonths ?? FEED_HORIZON_MONTHS)
    .split('-')
    .map(Number) as [number, number, number];
  const to = new Date(Date.UTC(hy, hm - 1, hd));

  const blocks = new Map<string, FeedBlock>();
  let occurrences = 0;
  for (const [key, component] of Object.entries(parsed)) {
    if (!component || typeof component !== 'object' || (component as { type?: string }).type !== 'VEVENT') continue;
    const event = component as VEvent;
    const uid = text(event.uid) || key;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
      throw new InvalidFeedError(`The feed's event ${uid} has no valid DTSTART.`);
    }
    if (event.status === 'CANCELLED') continue;
    const title = text(event.summary).trim() || 'Not available';
    const allDay = event.datetype === 'date' || event.start.dateOnly === true;
    const found: FeedBlock[] = [];
    if (event.rrule) {
      if (occurrences + occurrencesWithin(event, from, to, maxOccurrences - occurrences) > maxOccurrences)
        throw tooManyOccurrences(maxOccurrences);
      for (const instance of ical.expandRecurringEvent(event, { from, to, expandOngoing: true })) {
        if (instance.event.status === 'CANCELLED') continue;
        const instanceTitle = text(instance.summary).trim() || title;
        found.push(
          toBlock(uid, instanceTitle, instance.start, instance.end, instance.isFullDay || allDay, options.timeZone),
        );
      }
    } else {
      found.push(toBlock(uid, title, event.start, event.end, allDay, options.timeZone));
    }
    occurrences += found.length;
    if (occurrences > maxOccurrences) throw tooManyOccurrences(maxOccurrences);
    for (const block of found) blocks.set(`${block.uid}\u0000${block.startsOn}`, block);
  }
  return [...blocks.values()].sort((a, b) =>
    a.startsOn === b.startsOn ? a.uid.localeCompare(b.uid) : a.startsOn < b.startsOn ? -1 : 1,
  );
}

/** The nights a list of blocks closes, each once, sorted (for tests and logs). */
export function nightsClosedBy(blocks: FeedBlock[]): IsoDate[] {
  return [...new Set(blocks.flatMap((block) => nightsOf(block.startsOn, block.endsOn)))].sort();
}
