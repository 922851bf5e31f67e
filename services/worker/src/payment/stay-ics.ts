/** An all-day calendar event for a stay, as an RFC 5545 .ics file (the confirmation email's attachment). */
export interface StayEvent {
  /** Stable across resends, so a calendar updates the event instead of adding a second one. */
  uid: string;
  /** yyyy-MM-dd, arrival day. */
  checkIn: string;
  /** yyyy-MM-dd, departure day: DTEND of an all-day event is exclusive, so the stay ends the morning of it. */
  checkOut: string;
  summary: string;
  description: string;
  location?: string;
  /** DTSTAMP; now unless given (tests). */
  stamp?: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and new lines (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space. Counts UTF-8
 * bytes and never splits a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines carry the leading space in their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (isoDate: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`not a yyyy-MM-dd date: ${isoDate}`);
  return isoDate.replace(/-/g, '');
};

const icsTimestamp = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function stayIcs(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lake House Grantham//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsTimestamp(event.stamp ?? new Date())}`,
    `DTSTART;VALUE=DATE:${icsDate(event.checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(event.checkOut)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'TRANSP:OPAQUE',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
