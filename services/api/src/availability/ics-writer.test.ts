import { describe, expect, it } from '@jest/globals';
import ical, { type VEvent } from 'node-ical';
import { escapeText, foldLine, writeCalendar } from './ics-writer.js';

describe('ics writer', () => {
  it('folds long lines at 75 octets without splitting a UTF-8 character, and unfolds back', () => {
    const line = `X-WR-CALNAME:${'Lake house é '.repeat(20)}`;
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes TEXT values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('writes all-day events with CRLF line ends that node-ical reads back', () => {
    const text = writeCalendar({
      productId: '-//Lakehouse//Bookings//EN',
      name: 'Lake house, direct bookings',
      now: new Date('2026-11-22T03:30:00Z'),
      events: [{ uid: 'abc@lakehouse.example', startsOn: '2027-01-10', endsOn: '2027-01-15', summary: 'Reserved' }],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('DTSTAMP:20261122T033000Z\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20270110\r\nDTEND;VALUE=DATE:20270115\r\n');
    const event = ical.sync.parseICS(text)['abc@lakehouse.example'] as VEvent;
    expect(event.summary).toBe('Reserved');
    expect(event.start.dateOnly).toBe(true);
    expect([event.start.getFullYear(), event.start.getMonth() + 1, event.start.getDate()]).toEqual([2027, 1, 10]);
  });
});
