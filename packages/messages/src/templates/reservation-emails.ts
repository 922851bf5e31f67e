import { type JobName, type JobPayload, formatDollars } from '@lakehouse/contracts';
import { type ReservationEntity, bookingReference } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from '../message-templates/compose-message.js';
import { type CancelledStayPayment, bookingScope, houseCard } from '../message-templates/message-scope.js';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatHoldDeadline, renderEmail, type EmailContent } from './render-email.js';
import type { EmailProperty } from './email-property.js';
import { stayDetails } from './stay-details.js';

export type ReservationEmailKind = JobPayload<JobName.SendReservationEmail>['email'];

/** The total the guest's booking summary showed when they sent the request, as the host reads it. */
const guestSawText = (amount: string | null): string =>
  amount === null ? '(not sent)' : Number.isFinite(Number(amount)) ? formatDollars(Number(amount)) : amount;

/** The label / value lines under each email's words: the stay and its prices, and for the host the guest's contact. */
function detailsOf(
  kind: ReservationEmailKind,
  reservation: ReservationEntity,
  property: EmailProperty,
): [string, string][] {
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
      return [
        ...details,
        ['Hold ends', reservation.holdExpiresAt ? formatHoldDeadline(reservation.holdExpiresAt) : ''],
      ];
    case 'host-new-booking':
      return [...contact, ...details, ['Total the guest saw', guestSawText(reservation.clientTotalAmount)]];
    case 'host-new-inquiry':
    case 'host-late-payment-accepted':
    case 'host-late-payment-refunded':
    case 'host-guest-cancelled':
    case 'host-balance-declined':
    case 'host-balance-decision':
      return [...contact, ...details];
    case 'hold-expired':
    case 'thank-you':
      return [];
    case 'inquiry-received':
    case 'cancelled':
    case 'late-payment-refunded':
    case 'hold-reminder':
    case 'entry-instructions':
    case 'arrival-details-request':
    case 'guest-cancelled':
      return details;
  }
}

const toHost = new Set<ReservationEmailKind>([
  'host-new-booking',
  'host-new-inquiry',
  'host-late-payment-accepted',
  'host-late-payment-refunded',
  'host-guest-cancelled',
  'host-balance-declined',
  'host-balance-decision',
]);

/** The guest's button: the booking page, or the part of it the email asks them to fill in. */
const guestAction = (kind: ReservationEmailKind, bookingLink: string) =>
  kind === 'thank-you'
    ? { label: 'Review your stay', url: `${bookingLink}#review` }
    : kind === 'arrival-details-request'
      ? { label: "Tell us who's coming", url: `${bookingLink}#arrival` }
      : { label: 'View your booking', url: bookingLink };

/**
 * One reservation email, in the host's words (`words`: the saved template, the default when none) with the stay's
 * lines after them. Each carries the short booking reference; the guest's carry the signed link to their own
 * booking page (`bookingLink`, absent only where the process has no APP_SECRET to sign it). The arrival email names
 * the door code once the guest may see it; `payment` is what a cancelled stay had paid, for its refund's words.
 */
export function reservationEmail(
  kind: ReservationEmailKind,
  reservation: ReservationEntity,
  property: EmailProperty,
  addresses: { from: string; host: string },
  bookingLink?: string,
  words: TemplateWords = { stored: null },
  { doorCode, payment }: { doorCode?: string | undefined; payment?: CancelledStayPayment | undefined } = {},
): OutgoingEmail {
  const forHost = toHost.has(kind);
  const scope = bookingScope(kind, reservation, property, {
    hostEmail: addresses.host,
    bookingLink,
    doorCode,
    payment,
  });
  const written = composeMessage(kind, words, scope);
  const message: EmailContent = {
    heading: written.heading,
    paragraphs: written.paragraphs,
    footer: written.footer,
    details: [['Booking reference', bookingReference(reservation.id)], ...detailsOf(kind, reservation, property)],
    ...(bookingLink && !forHost ? { action: guestAction(kind, bookingLink) } : {}),
  };
  return {
    to: forHost ? addresses.host : reservation.guestEmail,
    from: addresses.from,
    replyTo: forHost ? reservation.guestEmail : addresses.host,
    subject: written.subject,
    ...renderEmail(message, houseCard(property, addresses.host)),
    template: templateRecord(kind, written),
  };
}
