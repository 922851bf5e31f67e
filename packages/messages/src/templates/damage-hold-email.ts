import { formatCents } from '@lakehouse/contracts';
import type { ReservationEntity } from '@lakehouse/server-kit';
import { type TemplateWords, composeMessage, templateRecord } from '../message-templates/compose-message.js';
import { bookingScope, houseCard } from '../message-templates/message-scope.js';
import type { OutgoingEmail } from '../outgoing-email.js';
import { formatStayDate, renderEmail } from './render-email.js';
import type { EmailProperty } from './email-property.js';

export type DamageHoldEmailKind =
  'damage-hold-released' | 'damage-hold-claimed' | 'damage-hold-failed' | 'host-damage-hold-failed';

/** What a damage hold's email says about it. */
export interface DamageHoldFacts {
  amountCents: number;
  /** The house's date of the release. */
  releaseDate: string;
  claimedCents: number | null;
  claimReason: string | null;
  /** What the bank said when it could not be placed. */
  problem: string | null;
}

/** The guest's (or, when it failed, the host's) email about the stay's damage deposit hold. */
export function damageHoldEmail(
  kind: DamageHoldEmailKind,
  reservation: ReservationEntity,
  hold: DamageHoldFacts,
  property: EmailProperty,
  addresses: { from: string; host: string },
  bookingLink?: string,
  words: TemplateWords = { stored: null },
): OutgoingEmail {
  const forHost = kind === 'host-damage-hold-failed';
  const scope = {
    ...bookingScope(kind, reservation, property, { hostEmail: addresses.host, bookingLink }),
    hold: {
      amount: formatCents(hold.amountCents),
      releaseDate: formatStayDate(hold.releaseDate),
      claimAmount: hold.claimedCents === null ? '' : formatCents(hold.claimedCents),
      claimReason: hold.claimReason ?? '',
      problem: hold.problem ?? '',
    },
  };
  const written = composeMessage(kind, words, scope);
  const details: [string, string][] = [
    ['Stay', scope.stay.dates],
    ['Damage deposit', scope.hold.amount],
    ...(kind === 'damage-hold-claimed'
      ? ([
          ['Charged', scope.hold.claimAmount],
          ['Reason', scope.hold.claimReason],
        ] as [string, string][])
      : []),
  ];
  const { text, html } = renderEmail(
    {
      heading: written.heading,
      paragraphs: written.paragraphs,
      details: [['Booking reference', scope.stay.reference], ...details],
      footer: written.footer,
      ...(bookingLink && !forHost ? { action: { label: 'View your booking', url: bookingLink } } : {}),
    },
    houseCard(property, addresses.host),
  );
  return {
    to: forHost ? addresses.host : reservation.guestEmail,
    from: addresses.from,
    replyTo: forHost ? reservation.guestEmail : addresses.host,
    subject: written.subject,
    text,
    html,
    template: templateRecord(kind, written),
  };
}
