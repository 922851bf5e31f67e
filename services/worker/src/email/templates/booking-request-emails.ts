import type { BookingEmailRequestEntity } from '@lakehouse/server-kit';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatStayDate, renderEmail } from './render-email.js';
import { stayDetails } from './stay-details.js';

/** The booking page's confirmation of a booking it completed, to the guest, and the host's copy. */
export function bookingRequestEmail(
  recipient: 'guest' | 'host',
  request: BookingEmailRequestEntity,
  propertyName: string,
  addresses: { from: string; host: string },
): OutgoingEmail {
  const guests = [
    `${request.adults} adult${request.adults === 1 ? '' : 's'}`,
    ...(request.children ? [`${request.children} child${request.children === 1 ? '' : 'ren'}`] : []),
    ...(request.infants ? [`${request.infants} infant${request.infants === 1 ? '' : 's'}`] : []),
  ].join(', ');
  const details = stayDetails({ checkIn: request.checkIn, checkOut: request.checkOut, guests }, request.quote);
  const dates = `${formatStayDate(request.checkIn)} to ${formatStayDate(request.checkOut)}`;
  const message =
    recipient === 'guest'
      ? renderEmail({
          heading: `Your booking request for ${propertyName}`,
          paragraphs: [
            `Thank you, ${request.guestName}. We have your request for ${dates}.`,
            'Your dates are held for 24 hours at no charge, and a secure payment link follows within 24 hours.',
          ],
          details,
          footer: 'Free cancellation up to 14 days before check-in.',
        })
      : renderEmail({
          heading: `Booking request: ${request.guestName}, ${dates}`,
          paragraphs: [`Sent from the booking page${request.role ? ` by a ${request.role} guest` : ''}.`],
          details: [
            ['Guest', request.guestName],
            ['Email', request.guestEmail],
            ['Phone', request.guestPhone ?? '(not given)'],
            ['Special requests', request.specialRequests ?? '(none)'],
            ...details,
          ],
        });
  return {
    to: recipient === 'guest' ? request.guestEmail : addresses.host,
    from: addresses.from,
    replyTo: recipient === 'guest' ? addresses.host : request.guestEmail,
    subject: recipient === 'guest' ? `Your booking request for ${propertyName}` : `Booking request: ${request.guestName}`,
    ...message,
  };
}
