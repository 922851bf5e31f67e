import type { EntityManager } from 'typeorm';
import type { MessageTemplate, MessageTemplateKey } from '@lakehouse/contracts';
import { type BookingLinks, ReservationEntity } from '@lakehouse/server-kit';
import { contactMessageEmail } from '../contact-message-email.js';
import type { EmailAddresses } from '../email-addresses.js';
import type { OutgoingEmail } from '../outgoing-email.js';
import { referralEmail } from '../referral-email.js';
import { type EmailProperty, loadEmailProperty } from '../templates/email-property.js';
import { damageHoldEmail } from '../templates/damage-hold-email.js';
import { paymentInvoiceEmail } from '../templates/payment-invoice-email.js';
import { reservationEmail } from '../templates/reservation-emails.js';
import { stayConfirmationEmail } from '../templates/stay-confirmation-email.js';
import { sampleContactMessage, sampleDamageHold, sampleReferral, sampleReservation } from './sample-booking.js';

/** What fills a draft in the editor: the house as set now, and a real booking or the sample one. */
export interface TrialSource {
  property: EmailProperty;
  addresses: EmailAddresses;
  reservation: ReservationEntity;
  bookingLink?: string | undefined;
}

/**
 * The source of a preview or a test: the booking `reservationId` names (null when there is none), or the sample.
 * The arrival email's preview shows the host's own entry instructions: it goes to no one but the host.
 */
export async function loadTrialSource(
  manager: EntityManager,
  key: MessageTemplateKey,
  options: {
    reservationId?: string | undefined;
    /** Where the photo is fetched from: the site's address in a test email; none in the admin's preview. */
    photoBase?: string | undefined;
    addresses: EmailAddresses;
    links: BookingLinks | null;
  },
): Promise<TrialSource | null> {
  const reservation = options.reservationId
    ? await manager.findOneBy(ReservationEntity, { id: options.reservationId })
    : sampleReservation();
  if (!reservation) return null;
  const property = await loadEmailProperty(manager, {
    withEntryInstructions: key === 'entry-instructions',
    ...(options.photoBase === undefined ? {} : { photoBase: options.photoBase }),
  });
  return {
    property,
    addresses: options.addresses,
    reservation,
    // Never the real signed link: whoever previews must not be able to open (or review, or cancel) the booking.
    bookingLink: options.links?.placeholderUrl(reservation.id),
  };
}

/** A draft's email as it would go out (a preview, or the host's test); a template that fails throws. */
export function trialEmail(key: MessageTemplateKey, template: MessageTemplate, source: TrialSource): OutgoingEmail {
  const { property, addresses, reservation, bookingLink } = source;
  const words = { trial: template };
  switch (key) {
    case 'payment-invoice':
    case 'balance-declined':
      return paymentInvoiceEmail(
        reservation,
        { url: 'https://invoice.stripe.com/i/sample', amountCents: reservation.quote.totalCents },
        property,
        addresses,
        words,
        key,
      );
    case 'stay-confirmation':
      return stayConfirmationEmail(reservation, property, addresses, bookingLink, words);
    case 'contact-message':
      return contactMessageEmail(sampleContactMessage(), property, addresses, words);
    case 'referral':
      return referralEmail(sampleReferral(), property, addresses, words);
    case 'damage-hold-released':
    case 'damage-hold-claimed':
    case 'damage-hold-failed':
    case 'host-damage-hold-failed':
      return damageHoldEmail(key, reservation, sampleDamageHold(reservation), property, addresses, bookingLink, words);
    default:
      return reservationEmail(key, reservation, property, addresses, bookingLink, words);
  }
}
