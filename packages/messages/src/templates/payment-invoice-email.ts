import { formatCents } from '@lakehouse/contracts';
import type { ReservationEntity } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from '../message-templates/compose-message.js';
import { bookingScope, houseCard } from '../message-templates/message-scope.js';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatHoldDeadline, renderEmail } from './render-email.js';
import type { EmailProperty } from './email-property.js';
import { stayDetails } from './stay-details.js';

/**
 * "Your invoice for ...": the hosted Stripe invoice link for a held stay, to pay before the hold ends; or, as
 * `balance-declined`, the link to pay a balance the saved card refused, as soon as the guest can.
 */
export function paymentInvoiceEmail(
  reservation: ReservationEntity,
  invoice: { url: string; amountCents: number },
  property: EmailProperty,
  addresses: { from: string; host: string },
  words: TemplateWords = { stored: null },
  key: 'payment-invoice' | 'balance-declined' = 'payment-invoice',
): OutgoingEmail {
  const deadline =
    key === 'balance-declined'
      ? 'as soon as you can'
      : reservation.holdExpiresAt
        ? formatHoldDeadline(reservation.holdExpiresAt)
        : 'within 24 hours';
  const scope = {
    ...bookingScope(key, reservation, property, { hostEmail: addresses.host }),
    invoice: { amount: formatCents(invoice.amountCents), payBy: deadline },
  };
  const written = composeMessage(key, words, {
    ...scope,
    links: { ...scope.links, invoice: invoice.url },
  });
  const { text, html } = renderEmail(
    {
      heading: written.heading,
      paragraphs: written.paragraphs,
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
      footer: written.footer,
    },
    houseCard(property, addresses.host),
  );
  return {
    to: reservation.guestEmail,
    from: addresses.from,
    replyTo: addresses.host,
    subject: written.subject,
    text,
    html,
    template: templateRecord(key, written),
  };
}
