import { type ReservationEntity, bookingReference, writeAllDayCalendar } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from '../message-templates/compose-message.js';
import { bookingScope, houseCard } from '../message-templates/message-scope.js';
import type { OutgoingEmail } from '../outgoing-email.js';
import { type EmailProperty, checkInOutNote } from './email-property.js';
import { renderEmail } from './render-email.js';
import { stayDetails } from './stay-details.js';

/** The guest's confirmation once the stay is paid, with the stay as an all-day calendar event (.ics). */
export function stayConfirmationEmail(
  reservation: ReservationEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  bookingLink?: string,
  words: TemplateWords = { stored: null },
): OutgoingEmail {
  const written = composeMessage(
    'stay-confirmation',
    words,
    bookingScope('stay-confirmation', reservation, property, { hostEmail: addresses.host, bookingLink }),
  );
  const { text, html } = renderEmail(
    {
      heading: written.heading,
      paragraphs: written.paragraphs,
      details: [
        ['Booking reference', bookingReference(reservation.id)],
        ...stayDetails(
          { checkIn: reservation.checkIn, checkOut: reservation.checkOut, guests: String(reservation.guestCount) },
          reservation.quote,
          property,
        ),
      ],
      footer: written.footer,
      ...(bookingLink ? { action: { label: 'View your booking', url: bookingLink } } : {}),
    },
    houseCard(property, addresses.host),
  );
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
    subject: written.subject,
    text,
    html,
    attachments: [
      {
        filename: 'lake-house-stay.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
    template: templateRecord('stay-confirmation', written),
  };
}
