import type { HouseTimesText } from './house-rules';

/**
 * Contact facts shown on /contact and the legal pages (spec sections 2 and 9); the email, phone, address and
 * registered agent are the host's settings (`useSiteSettings`). The spec's response time until the host sets one.
 */
export const RESPONSE_TIME = '2-4 hours';
export const BUSINESS_HOURS = '9 AM-6 PM';
/** Used when the property data cannot be loaded (spec section 2, /contact). */
export const FALLBACK_ADDRESS = 'Grantham, NH';

/** Google Maps embed (no API key) for an address. */
export function mapsEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

export const contactFaqs = (times: HouseTimesText): { question: string; answer: string }[] => [
  {
    question: 'How quickly will you reply?',
    answer: `We answer messages within ${RESPONSE_TIME} during business hours (${BUSINESS_HOURS} Eastern), and as soon as we can outside them.`,
  },
  {
    question: 'Can I check in early or check out late?',
    answer: `Check-in is ${times.checkIn} and check-out is ${times.checkOut}. Early check-in or late check-out is possible on request, subject to availability, and must be pre-arranged.`,
  },
  {
    question: 'How many guests can stay?',
    answer: 'Up to 11 overnight guests (adults plus children); infants under 2 are not counted, up to 4.',
  },
  {
    question: 'Are pets allowed?',
    answer: 'No. The house is pet-free with no exceptions.',
  },
  {
    question: 'How do I get in?',
    answer: 'The house has keyless entry. Your entry instructions are sent 24 hours before arrival.',
  },
];

export const areaHighlights: { title: string; text: string }[] = [
  { title: 'Eastman Lake', text: 'Community beaches, paddling and walking trails a few minutes from the door.' },
  { title: 'Lake Sunapee', text: 'Sunapee Harbor, lake cruises and state park beaches about 25-30 minutes away.' },
  {
    title: 'Mount Sunapee & Mount Kearsarge',
    text: 'Skiing in winter and summit hikes with big views the rest of the year.',
  },
  { title: 'New London', text: 'Village shops, restaurants and summer theater about 15 minutes south on I-89.' },
  { title: 'Hanover & Lebanon', text: 'Dartmouth, museums, dining and shopping about 20-25 minutes north.' },
];
