import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

/** One all-day event: a stay or a reserved range of nights. */
export interface AllDayEvent {
  /** Stable across rewrites, so a calendar updates the event instead of adding a second one. */
  uid: string;
  /** yyyy-MM-dd, the first night. */
  startsOn: string;
  /** yyyy-MM-dd, the checkout day: DTEND of an all-day event is exclusive. */
  endsOn: string;
  summary: string;
  description?: string;
  location?: string;
}

export interface AllDayCalendar {
  /** PRODID, written as -//company//product//EN. */
  producer: { company: string; product: string };
  /** X-WR-CALNAME, the name a subscribed calendar shows. */
  name?: string;
  events: AllDayEvent[];
  /** DTSTAMP of every event. */
  stamp: Date;
}

const isoDate = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a yyyy-MM-dd date: ${value}`);
  return value;
};

/**
 * Every .ics we publish (the availability feed, the confirmation email's attachment), written by ical-generator:
 * CRLF line ends, TEXT escaping and folding at 75 octets are its job. All-day events are opaque and confirmed,
 * so a calendar that imports them counts the nights as taken.
 */
export function writeAllDayCalendar(calendar: AllDayCalendar): string {
  const writer = ical({
    prodId: { ...calendar.producer, language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ...(calendar.name ? { name: calendar.name } : {}),
  });
  for (const event of calendar.events) {
    writer.createEvent({
      id: event.uid,
      start: isoDate(event.startsOn),
      end: isoDate(event.endsOn),
      allDay: true,
      stamp: calendar.stamp,
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      transparency: ICalEventTransparency.OPAQUE,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${writer.toString()}\r\n`;
}
