import { type ReservationEntity, bookingReference, writeAllDayCalendar } from '@lakehouse/server-kit';
import type { OutgoingEmail } from '../outgoing-email.js';
import { type EmailProperty, checkInOutNote } from './email-property.js';
import { formatStayDate, renderEmail } from './render-email.js';
import { stayDetails } from './stay-details.js';

/** The guest's confirmation once the stay is paid, with the stay as an all-day calendar event (.ics). */
export function stayConfirmationEmail(
  reservation: ReservationEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  bookingLink?: string,
): OutgoingEmail {
  const dates = `${formatStayDate(reservation.checkIn)} to ${formatStayDate(reservation.checkOut)}`;
  const { text, html } = renderEmail({
    heading: `Your stay at ${property.name} is confirmed`,
    paragraphs: [
      `Thank you, ${reservation.guestName}: your payment was received and ${dates} is yours.`,
      `${checkInOutNote(property)} Keyless entry instructions arrive 24 hours before arrival.`,
      'The attached calendar file adds the stay to your calendar.',
    ],
    details: [
      ['Booking reference', bookingReference(reservation.id)],
      ...stayDetails(
        { checkIn: reservation.checkIn, checkOut: reservation.checkOut, guests: String(reservation.guestCount) },
        reservation.quote,
        property,
      ),
    ],
    footer: 'Free cancellation up to 14 days before check-in. Questions? Just reply to this email.',
    ...(bookingLink ? { action: { label: 'View your booking', url: bookingLink } } : {}),
  });
  const ics = writeAllDayCalendar({
    producer: { company: 'Lake House Grantham', product: 'Booking' },
    stamp: new Date(),
    events: [
      {
        // Stable across resends, so the guest's calendar updates the event instead of adding a second one.
        uid: `${reservation.id}@lakehouse-grantham`,
        startsOn: reservation.checkIn,
        endsOn: reservation.checkOut,
        summary: `Stay at ${property.name}`,
        description: `${checkInOutNote(property)}\nBooking ${bookingReference(reservation.id)}, ${reservation.guestCount} guest(s).`,
        ...(property.address ? { location: property.address } : {}),
      },
    ],
  });
  return {
    to: reservation.guestEmail,
    from: addresses.from,
    replyTo: addresses.host,
    subject: `Confirmed: your stay at ${property.name}, ${dates}`,
    text,
    html,
    attachments: [
      {
        filename: 'lake-house-stay.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
  };
}
