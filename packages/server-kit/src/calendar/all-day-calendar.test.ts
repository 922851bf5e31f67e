import { describe, expect, it } from '@jest/globals';
import ical, { type ParameterValue, type VEvent } from 'node-ical';
import { writeAllDayCalendar } from './all-day-calendar.js';

const stay = {
  uid: 'c0ffee00-0000-4000-8000-000000000001@lakehouse',
  startsOn: '2026-06-13',
  endsOn: '2026-06-16',
  summary: 'Stay at Lake House, Grantham; NH',
  description:
    'Check-in 3:00 PM or later.\nCheck-out by 10:00 AM. Keyless entry instructions arrive 24 hours before arrival; quiet hours 10 PM to 7 AM.',
  location: '12 Lakeview Drive, Grantham, NH 03753',
};
const producer = { company: 'Lake House Grantham', product: 'Booking' };
const stamp = new Date('2026-05-01T12:00:00Z');

const veventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((component): component is VEvent => component?.type === 'VEVENT');
/** A property's text, without the parameters node-ical keeps beside it when it has some. */
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);
/** node-ical builds all-day dates at local midnight: read them with local getters. */
const localDay = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('writeAllDayCalendar', () => {
  const text = writeAllDayCalendar({ producer, name: 'Lake house direct bookings', stamp, events: [stay] });

  it('ends every line with CRLF, the last one too, and has no bare LF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets, folding without splitting a UTF-8 character', () => {
    const long = writeAllDayCalendar({
      producer,
      stamp,
      events: [{ ...stay, description: `${'Lake house é '.repeat(20)}${'é'.repeat(100)}` }],
    });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folded: continuation lines start with one space, and unfolding restores the text.
    expect(long).toMatch(/\r\n [^ ]/);
    expect(textOf(veventsOf(long)[0]!.description)).toBe(`${'Lake house é '.repeat(20)}${'é'.repeat(100)}`);
  });

  it('publishes under our PRODID and the calendar name', () => {
    expect(text).toContain('PRODID:-//Lake House Grantham//Booking//EN\r\n');
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain('X-WR-CALNAME:Lake house direct bookings\r\n');
  });

  it('writes an all-day event from the first night to the checkout day (exclusive), opaque and confirmed', () => {
    expect(text).toContain('DTSTART;VALUE=DATE:20260613\r\nDTEND;VALUE=DATE:20260616\r\n');
    expect(text).toContain('DTSTAMP:20260501T120000Z\r\n');
    expect(text).toContain('TRANSP:OPAQUE\r\n');
    expect(text).toContain('STATUS:CONFIRMED\r\n');
  });

  it('escapes TEXT values (backslash, semicolon, comma, new line)', () => {
    const escaped = writeAllDayCalendar({ producer, stamp, events: [{ ...stay, summary: 'a\\b;c,d\ne' }] });
    expect(escaped).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne\r\n');
  });

  it('parses back with node-ical: all-day dates, text restored', () => {
    const [vevent, ...others] = veventsOf(text);
    expect(others).toHaveLength(0);
    expect(vevent!.uid).toBe(stay.uid);
    expect(vevent!.start.dateOnly).toBe(true);
    expect(localDay(vevent!.start)).toEqual([2026, 6, 13]);
    expect(localDay(vevent!.end!)).toEqual([2026, 6, 16]);
    expect(textOf(vevent!.summary)).toBe(stay.summary);
    expect(textOf(vevent!.description)).toBe(stay.description);
    expect(textOf(vevent!.location)).toBe(stay.location);
  });

  it('writes every event of a feed, and leaves out what an event does not have', () => {
    const feed = writeAllDayCalendar({
      producer,
      stamp,
      events: [
        { uid: 'a@lakehouse.example', startsOn: '2027-01-10', endsOn: '2027-01-15', summary: 'Reserved' },
        { uid: 'b@lakehouse.example', startsOn: '2027-02-01', endsOn: '2027-02-03', summary: 'Reserved' },
      ],
    });
    expect(veventsOf(feed).map((event) => event.uid)).toEqual(['a@lakehouse.example', 'b@lakehouse.example']);
    expect(feed).not.toContain('DESCRIPTION');
    expect(feed).not.toContain('LOCATION');
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => writeAllDayCalendar({ producer, stamp, events: [{ ...stay, startsOn: '13/06/2026' }] })).toThrow(
      'not a yyyy-MM-dd date: 13/06/2026',
    );
  });
});
