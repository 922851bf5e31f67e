import { describe, expect, it } from '@jest/globals';
import ical, { type VEvent } from 'node-ical';
import { escapeIcsText, foldIcsLine, stayIcs } from './stay-ics.js';

const event = {
  uid: 'c0ffee00-0000-4000-8000-000000000001@lakehouse',
  checkIn: '2026-06-13',
  checkOut: '2026-06-16',
  summary: 'Stay at Lake House, Grantham; NH',
  description: 'Check-in 3:00 PM or later.\nCheck-out by 10:00 AM. Keyless entry instructions arrive 24 hours before arrival; quiet hours 10 PM to 7 AM.',
  location: '12 Lakeview Drive, Grantham, NH 03753',
  stamp: new Date('2026-05-01T12:00:00Z'),
};

describe('stayIcs', () => {
  const text = stayIcs(event);

  it('ends every line with CRLF and has no bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description was folded: a continuation line starts with one space.
    expect(text).toMatch(/\r\n [^ ]/);
  });

  it('writes an all-day event from check-in to check-out (exclusive) as VALUE=DATE', () => {
    expect(text).toContain('DTSTART;VALUE=DATE:20260613\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260616\r\n');
    expect(text).toContain('DTSTAMP:20260501T120000Z\r\n');
  });

  it('parses back with node-ical: all-day dates, escaped text restored', () => {
    const parsed = Object.values(ical.sync.parseICS(text)).filter((component) => component?.type === 'VEVENT');
    expect(parsed).toHaveLength(1);
    const vevent = parsed[0] as VEvent;
    expect(vevent.start.dateOnly).toBe(true);
    // node-ical builds all-day dates at local midnight: read them with local getters.
    expect([vevent.start.getFullYear(), vevent.start.getMonth() + 1, vevent.start.getDate()]).toEqual([2026, 6, 13]);
    const end = vevent.end!;
    expect([end.getFullYear(), end.getMonth() + 1, end.getDate()]).toEqual([2026, 6, 16]);
    expect(String(vevent.summary)).toBe(event.summary);
    expect(String(vevent.description)).toBe(event.description);
    expect(vevent.uid).toBe(event.uid);
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (drop CRLF + one space) restores the line exactly.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and new lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
