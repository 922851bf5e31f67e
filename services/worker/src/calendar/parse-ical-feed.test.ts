import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { InvalidFeedError, nightsClosedBy, parseIcalFeed } from './parse-ical-feed.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const options = { timeZone: 'America/New_York', now: new Date('2026-11-22T12:00:00Z') };

/** The nights each fixture blocks, listed by hand. */
const expectedNights: Record<string, string[]> = {
  'airbnb.ics': [
    '2027-01-10',
    '2027-01-11',
    '2027-01-12',
    '2027-01-13',
    '2027-01-14',
    '2027-01-15',
    '2027-01-16',
    '2027-03-01',
  ],
  'booking-com.ics': ['2027-02-28', '2027-03-01', '2027-03-02'],
  'recurring.ics': ['2027-01-08', '2027-01-09', '2027-02-05', '2027-02-06', '2027-02-19', '2027-02-20'],
  'dst.ics': [
    '2027-03-06',
    '2027-03-12',
    '2027-03-13',
    '2027-03-14',
    '2027-03-15',
    '2027-03-20',
    '2027-11-05',
    '2027-11-06',
    '2027-11-07',
    '2027-11-08',
  ],
  'timed.ics': ['2027-11-05', '2027-11-06', '2027-11-07', '2027-12-31', '2028-01-01'],
  'empty-calendar.ics': [],
};

describe('parseIcalFeed', () => {
  it.each(Object.entries(expectedNights))(
    'blocks exactly the listed nights of %s (checkout day free)',
    (name, nights) => {
      expect(nightsClosedBy(parseIcalFeed(read(name), options))).toEqual(nights);
    },
  );

  it('keys Airbnb blocks by UID with their titles', () => {
    expect(parseIcalFeed(read('airbnb.ics'), options)).toEqual([
      {
        uid: '1418fb94e984-a1b2c3d4e5f60718293a4b5c6d7e8f90@airbnb.com',
        title: 'Reserved',
        startsOn: '2027-01-10',
        endsOn: '2027-01-15',
      },
      {
        uid: '7f2c1d0e9b8a-0f1e2d3c4b5a69788796a5b4c3d2e1f0@airbnb.com',
        title: 'Airbnb (Not available)',
        startsOn: '2027-01-15',
        endsOn: '2027-01-17',
      },
      {
        uid: '9a8b7c6d5e4f-11223344556677889900aabbccddeeff@airbnb.com',
        title: 'Airbnb (Not available)',
        startsOn: '2027-03-01',
        endsOn: '2027-03-02',
      },
    ]);
  });

  it('reads a Booking.com closed period with its title', () => {
    expect(parseIcalFeed(read('booking-com.ics'), options)).toEqual([
      {
        uid: '1700000000-42@booking.com',
        title: 'CLOSED - Not available',
        startsOn: '2027-02-28',
        endsOn: '2027-03-03',
      },
    ]);
  });

  it('expands a recurring event into one block per occurrence, leaving the EXDATE out', () => {
    expect(parseIcalFeed(read('recurring.ics'), options).map((block) => [block.startsOn, block.endsOn])).toEqual([
      ['2027-01-08', '2027-01-10'],
      ['2027-02-05', '2027-02-07'],
      ['2027-02-19', '2027-02-21'],
    ]);
  });

  it('places a timed event on the property calendar: arrival night to checkout day, cancelled events skipped', () => {
    expect(parseIcalFeed(read('timed.ics'), options)).toEqual([
      { uid: 'timed-stay@pms.example', title: 'Guest stay', startsOn: '2027-11-05', endsOn: '2027-11-08' },
      { uid: 'timed-utc@pms.example', title: 'New Year', startsOn: '2027-12-31', endsOn: '2028-01-02' },
    ]);
  });

  it('only expands recurrences within the horizon', () => {
    const forever = read('recurring.ics').replace('RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4', 'RRULE:FREQ=WEEKLY');
    const blocks = parseIcalFeed(forever, { ...options, horizonMonths: 3 });
    expect(blocks.at(-1)!.startsOn <= '2027-02-22').toBe(true);
    expect(blocks.length).toBeGreaterThan(5);
  });

  it('accepts a valid calendar with no events', () => {
    expect(parseIcalFeed(read('empty-calendar.ics'), options)).toEqual([]);
  });

  it.each([
    ['an empty body', '', 'empty body'],
    ['whitespace', '  \r\n ', 'empty body'],
    ['an HTML page', '<!DOCTYPE html><html><body>Service Unavailable</body></html>', 'HTML page'],
    ['an HTML page without doctype', '\n<html lang="en"><head><title>Login</title></head></html>', 'HTML page'],
    ['garbage', 'ERROR 42: try again later', 'not an iCalendar file'],
    ['JSON', '{"error":"rate limited"}', 'not an iCalendar file'],
    ['a cut-off file', read('airbnb.ics').slice(0, 400), 'cut off'],
  ])('refuses %s with a clear error', (_what, body, message) => {
    expect(() => parseIcalFeed(body, options)).toThrow(InvalidFeedError);
    expect(() => parseIcalFeed(body, options)).toThrow(message);
  });

  it('counts what the rules generate toward the cap, EXDATEs included: COUNT=4 with one EXDATE needs a cap of 4', () => {
    expect(parseIcalFeed(read('recurring.ics'), { ...options, maxOccurrences: 4 })).toHaveLength(3);
    expect(() => parseIcalFeed(read('recurring.ics'), { ...options, maxOccurrences: 3 })).toThrow('more than 3 stays');
  });

  it('refuses an all-day event repeating daily without end once it passes the cap', () => {
    const daily = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:daily@example.com',
      'DTSTAMP:20261101T000000Z',
      'DTSTART;VALUE=DATE:20261101',
      'RRULE:FREQ=DAILY',
      'SUMMARY:Closed',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(parseIcalFeed(daily, { ...options, maxOccurrences: 600 })).toHaveLength(
      parseIcalFeed(daily, options).length,
    );
    expect(() => parseIcalFeed(daily, { ...options, maxOccurrences: 500 })).toThrow(InvalidFeedError);
    expect(() => parseIcalFeed(daily, { ...options, maxOccurrences: 500 })).toThrow('more than 500 stays or blocks');
  });
});
