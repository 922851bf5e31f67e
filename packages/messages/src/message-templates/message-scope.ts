import { type MessageTemplateKey, formatCents, replyWithin } from '@lakehouse/contracts';
import { type ReservationEntity, bookingReference, paidThroughStripe } from '@lakehouse/server-kit';
import type { EmailProperty } from '../templates/email-property.js';
import { type EmailHouseCard, formatHoldDeadline, formatStayDate } from '../templates/render-email.js';
import { cancellationLine } from '../templates/stay-details.js';

/** The house's card at the foot of an email: the host's contact is where guests' replies go. */
export const houseCard = (property: EmailProperty, hostEmail: string): EmailHouseCard => ({
  name: property.name,
  address: property.address,
  photoUrl: property.photoUrl,
  contactEmail: hostEmail,
  contactPhone: property.contactPhone,
});

/** `house.*` of every template. */
export const houseScope = (property: EmailProperty, hostEmail: string) => ({
  name: property.name,
  address: property.address ?? '',
  checkInTime: property.checkIn,
  checkOutTime: property.checkOut,
  contactEmail: hostEmail,
  contactPhone: property.contactPhone ?? '',
  replyWithin: replyWithin(property.responseTime),
});

/** What a cancelled stay had paid, in cents, and whether through Stripe (a refund then goes back to the card). */
export interface CancelledStayPayment {
  paid: number;
  byCard: boolean;
}

/**
 * What a cancellation gives back, in the words the cancellation emails use (`refund.summary`): the policy's share when
 * the guest cancelled, the host's choice when the host did (`cancelled`).
 */
function refundSummary(
  key: MessageTemplateKey,
  reservation: ReservationEntity,
  { paid, byCard }: CancelledStayPayment,
): string {
  if (reservation.refundCents === null) return 'Nothing had been charged, so there is nothing to refund.';
  if (reservation.refundCents === 0)
    return key === 'cancelled'
      ? `Nothing of the ${formatCents(paid)} paid is refunded.`
      : 'It was cancelled less than 7 days before check-in, so under the cancellation policy there is no refund.';
  // A stay paying in instalments has paid its deposit alone until the balance is charged.
  const of = paid === reservation.totalCents ? 'the total' : `the ${formatCents(paid)} paid`;
  const share =
    reservation.refundCents === paid
      ? paid === reservation.totalCents
        ? 'the full amount'
        : `all of ${of}`
      : `half of ${of}, under the cancellation policy (7 to 13 days before check-in)`;
  const how = byCard
    ? 'to the card that paid; it usually appears within 5-10 business days'
    : 'by the host, who will be in touch';
  return `${formatCents(reservation.refundCents)} (${share}) is refunded ${how}.`;
}

/**
 * The emails that can reach an address no access code has proven (an inquiry's). They leave the guest's name blank
 * there: the house must not mail a stranger's inbox words whoever typed the form chose (a "name" such as "Your card
 * was charged - dispute at https://...").
 */
const REACH_UNPROVEN_ADDRESSES: ReadonlySet<MessageTemplateKey> = new Set(['inquiry-received', 'cancelled']);

/** Everything a booking's templates can name. */
export function bookingScope(
  key: MessageTemplateKey,
  reservation: ReservationEntity,
  property: EmailProperty,
  {
    hostEmail,
    bookingLink,
    doorCode,
    payment = {
      paid: reservation.totalCents,
      byCard: paidThroughStripe(reservation, []),
    },
  }: {
    hostEmail: string;
    bookingLink?: string | undefined;
    doorCode?: string | undefined;
    /** What the stay had paid when cancelled (the deposit alone, before its balance), and whether by card. */
    payment?: CancelledStayPayment | undefined;
  },
) {
  const unproven = reservation.accessCodeId === null && REACH_UNPROVEN_ADDRESSES.has(key);
  const name = unproven ? '' : reservation.guestName;
  return {
    house: houseScope(property, hostEmail),
    guest: {
      name,
      firstName: name.split(/\s+/)[0] ?? '',
      email: reservation.guestEmail,
      phone: reservation.guestPhone ?? '(not given)',
      specialRequests: reservation.specialRequests ?? '(none)',
      role: reservation.role ?? '',
    },
    stay: {
      checkIn: formatStayDate(reservation.checkIn),
      checkOut: formatStayDate(reservation.checkOut),
      dates: `${formatStayDate(reservation.checkIn)} to ${formatStayDate(reservation.checkOut)}`,
      nights: reservation.quote.nights,
      guests: reservation.guestCount,
      total: formatCents(reservation.quote.totalCents),
      reference: bookingReference(reservation.id),
      holdEnds: reservation.holdExpiresAt ? formatHoldDeadline(reservation.holdExpiresAt) : '',
      cancellationPolicy: cancellationLine(reservation.checkIn),
      status: reservation.status,
      entryInstructions: property.entryInstructions ?? '',
      doorCode: doorCode ?? '',
    },
    links: { booking: bookingLink ?? '' },
    refund: { summary: refundSummary(key, reservation, payment), stripeId: reservation.stripeRefundId ?? '' },
  };
}
