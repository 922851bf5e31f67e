import { type JobName, type JobPayload, formatCents } from '@lakehouse/contracts';
import { type ReservationEntity, bookingReference } from '@lakehouse/server-kit';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatHoldDeadline, formatStayDate, renderEmail, type EmailContent } from './render-email.js';
import { type EmailProperty, checkInOutNote } from './email-property.js';
import { stayDetails } from './stay-details.js';

export type ReservationEmailKind = JobPayload<JobName.SendReservationEmail>['email'];

const CANCELLATION = 'Free cancellation up to 14 days before check-in.';

function content(kind: ReservationEmailKind, reservation: ReservationEntity, property: EmailProperty): EmailContent {
  const propertyName = property.name;
  const dates = `${formatStayDate(reservation.checkIn)} to ${formatStayDate(reservation.checkOut)}`;
  const details = stayDetails(
    { checkIn: reservation.checkIn, checkOut: reservation.checkOut, guests: String(reservation.guestCount) },
    reservation.quote,
    property,
  );
  const contact: [string, string][] = [
    ['Guest', reservation.guestName],
    ['Email', reservation.guestEmail],
    ['Phone', reservation.guestPhone ?? '(not given)'],
    ['Special requests', reservation.specialRequests ?? '(none)'],
  ];
  switch (kind) {
    case 'request-received':
      return {
        heading: `Your dates at ${propertyName} are held`,
        paragraphs: [
          `Thank you, ${reservation.guestName}. We are holding ${dates} for you for 24 hours at no charge.`,
          'A secure payment link for the total below follows within 24 hours; your booking is confirmed once it is paid.',
        ],
        details: [
          ...details,
          ['Hold ends', reservation.holdExpiresAt ? formatHoldDeadline(reservation.holdExpiresAt) : ''],
        ],
        footer: CANCELLATION,
      };
    case 'host-new-booking':
      return {
        heading: `New booking request: ${reservation.guestName}`,
        paragraphs: [`${reservation.role ?? 'A'} guest is holding ${dates} for 24 hours.`],
        details: [...contact, ...details, ['Browser showed', reservation.clientTotalAmount ?? '(nothing)']],
      };
    case 'inquiry-received':
      return {
        heading: `We received your inquiry for ${propertyName}`,
        paragraphs: [
          `Thank you, ${reservation.guestName}. The host will answer within 2-4 hours about ${dates}.`,
          'These dates are not reserved yet. The estimate below is for your information.',
        ],
        details,
        footer: CANCELLATION,
      };
    case 'host-new-inquiry':
      return {
        heading: `New inquiry: ${reservation.guestName}`,
        paragraphs: [
          `An inquiry without an access code for ${dates}. Nothing is held; reply to the guest to arrange it.`,
        ],
        details: [...contact, ...details],
      };
    case 'hold-expired':
      return {
        heading: 'Your hold has ended',
        paragraphs: [
          `The 24-hour hold on ${dates} at ${propertyName} ended without payment, so the dates are open again.`,
          'If you would still like to stay, please book again or reply to this email.',
        ],
      };
    case 'cancelled':
      return {
        heading: `Your reservation at ${propertyName} is cancelled`,
        paragraphs: [
          `Hello ${reservation.guestName}, your reservation for ${dates} at ${propertyName} has been cancelled by the host, and the dates are open again.`,
          'If you already paid, the host will contact you about the refund. Questions? Just reply to this email.',
        ],
        details,
      };
    case 'host-late-payment-accepted':
      return {
        heading: `Late payment accepted: ${reservation.guestName}`,
        paragraphs: [
          `${reservation.guestName} paid for ${dates} after the hold had ended or been cancelled. The nights were still free, so the stay is confirmed.`,
          'The guest has been sent the usual confirmation. Nothing else to do.',
        ],
        details: [...contact, ...details],
      };
    case 'late-payment-refunded':
      return {
        heading: `Your payment for ${propertyName} has been refunded`,
        paragraphs: [
          `Hello ${reservation.guestName}, your payment for ${dates} arrived after the hold had ended, and those dates have since been booked by another guest.`,
          'We have refunded the full amount to your card; it usually appears within 5-10 business days. We are sorry for the trouble: reply to this email if you would like other dates.',
        ],
        details,
      };
    case 'host-late-payment-refunded':
      return {
        heading: `Late payment refunded: ${reservation.guestName}`,
        paragraphs: [
          `${reservation.guestName} paid for ${dates} after the hold had ${reservation.status === 'cancelled' ? 'been cancelled' : 'ended'}, but the nights were no longer free.`,
          `The payment was refunded in full (Stripe refund ${reservation.stripeRefundId ?? ''}) and the guest told.`,
        ],
        details: [...contact, ...details],
      };
    case 'hold-reminder':
      return {
        heading: `Your hold at ${propertyName} ends soon`,
        paragraphs: [
          `Hello ${reservation.guestName}, ${dates} are held for you until ${reservation.holdExpiresAt ? formatHoldDeadline(reservation.holdExpiresAt) : 'the end of the hold'}.`,
          'Please pay before then (the link is in your invoice email) to keep them; after that the dates open to other guests.',
        ],
        details,
      };
    case 'entry-instructions':
      return {
        heading: `See you tomorrow at ${propertyName}`,
        paragraphs: [
          `Hello ${reservation.guestName}, we look forward to welcoming you on ${formatStayDate(reservation.checkIn)}.`,
          checkInOutNote(property),
          ...(property.address ? [`The address is ${property.address}.`] : []),
          ...(property.entryInstructions
            ? ['How to get in:', property.entryInstructions]
            : ['The house has keyless entry.']),
          'If anything is unclear when you arrive, reply to this email or call the host.',
        ],
        details,
      };
    case 'thank-you':
      return {
        heading: `Thank you for staying at ${propertyName}`,
        paragraphs: [
          `Hello ${reservation.guestName}, thank you for staying with us from ${dates}. We hope you enjoyed the lake.`,
          'You are always welcome back: book directly with us again, and reply to this email to tell us how we can make the next stay even better.',
        ],
      };
    case 'guest-cancelled':
      return {
        heading: `Your booking at ${propertyName} is cancelled`,
        paragraphs: [
          `Hello ${reservation.guestName}, as you asked, your booking for ${dates} is cancelled and the dates are open again.`,
          refundSentence(reservation),
          'We hope to welcome you another time: reply to this email if you would like other dates.',
        ],
        details,
      };
    case 'host-guest-cancelled':
      return {
        heading: `Cancelled by the guest: ${reservation.guestName}`,
        paragraphs: [
          `${reservation.guestName} cancelled ${dates} from their booking page; the nights are open again.`,
          refundSentence(reservation),
        ],
        details: [...contact, ...details],
      };
  }
}

/** What a guest's cancellation gives back, in the words both emails use. */
function refundSentence(reservation: ReservationEntity): string {
  if (reservation.refundCents === null) return 'Nothing had been charged, so there is nothing to refund.';
  if (reservation.refundCents === 0)
    return 'It was cancelled less than 7 days before check-in, so under the cancellation policy there is no refund.';
  const share =
    reservation.refundCents === reservation.totalCents
      ? 'the full amount'
      : 'half of the total, under the cancellation policy (7 to 13 days before check-in)';
  const how =
    reservation.stripeInvoiceId || reservation.stripePaymentIntentId
      ? 'to the card that paid; it usually appears within 5-10 business days'
      : 'by the host, who will be in touch';
  return `${formatCents(reservation.refundCents)} (${share}) is refunded ${how}.`;
}

const toHost = new Set<ReservationEmailKind>([
  'host-new-booking',
  'host-new-inquiry',
  'host-late-payment-accepted',
  'host-late-payment-refunded',
  'host-guest-cancelled',
]);

/**
 * One reservation email. Each carries the short booking reference; the guest's carry the signed link to their own
 * booking page (`bookingLink`, absent only where the process has no APP_SECRET to sign it).
 */
export function reservationEmail(
  kind: ReservationEmailKind,
  reservation: ReservationEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  bookingLink?: string,
): OutgoingEmail {
  const forHost = toHost.has(kind);
  const written = content(kind, reservation, property);
  const message: EmailContent = {
    ...written,
    details: [['Booking reference', bookingReference(reservation.id)], ...(written.details ?? [])],
    ...(bookingLink && !forHost ? { action: { label: 'View your booking', url: bookingLink } } : {}),
  };
  return {
    to: forHost ? addresses.host : reservation.guestEmail,
    from: addresses.from,
    replyTo: forHost ? reservation.guestEmail : addresses.host,
    subject: message.heading,
    ...renderEmail(message),
  };
}
