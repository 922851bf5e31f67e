import { formatCents } from '@lakehouse/contracts';
import type { ReservationEntity } from '@lakehouse/server-kit';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatHoldDeadline, formatStayDate, renderEmail } from './render-email.js';
import type { EmailProperty } from './email-property.js';
import { stayDetails } from './stay-details.js';

/** "Your invoice for ...": the hosted Stripe invoice link for a held stay, to pay before the hold ends. */
export function paymentInvoiceEmail(
  reservation: ReservationEntity,
  invoice: { url: string; amountCents: number },
  property: EmailProperty,
  addresses: { from: string; host: string },
): OutgoingEmail {
  const dates = `${formatStayDate(reservation.checkIn)} to ${formatStayDate(reservation.checkOut)}`;
  const deadline = reservation.holdExpiresAt ? formatHoldDeadline(reservation.holdExpiresAt) : 'within 24 hours';
  const { text, html } = renderEmail({
    heading: `Your invoice for ${property.name}`,
    paragraphs: [
      `Hello ${reservation.guestName}, your dates (${dates}) are held for you at no charge.`,
      `To confirm the booking, please pay the invoice of ${formatCents(invoice.amountCents)} by ${deadline}. After that the hold ends and the dates open up again.`,
      'The payment page is run by Stripe, our card payment provider. You will get a confirmation email with a calendar file once it is paid.',
    ],
    details: [
      ...stayDetails(
        { checkIn: reservation.checkIn, checkOut: reservation.checkOut, guests: String(reservation.guestCount) },
        reservation.quote,
        property,
      ),
      ['Amount due', formatCents(invoice.amountCents)],
      ['Pay by', deadline],
    ],
    action: { label: 'View and pay your invoice', url: invoice.url },
    footer: 'Free cancellation up to 14 days before check-in. Questions? Just reply to this email.',
  });
  return {
    to: reservation.guestEmail,
    from: addresses.from,
    replyTo: addresses.host,
    subject: `Your invoice for ${property.name}: ${formatCents(invoice.amountCents)} due by ${deadline}`,
    text,
    html,
  };
}
