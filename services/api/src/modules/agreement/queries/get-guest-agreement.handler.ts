import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import type { GuestAgreement } from '@lakehouse/contracts';
import { BookingLinks, type ReservationEntity, latestSignature } from '@lakehouse/server-kit';
import { findGuestBooking } from '../../bookings/find-guest-booking.js';
import { agreementMarkdown, liveAgreement, signatureView } from '../agreement-signatures.js';
import { renderMarkdown } from '../../content/render-markdown.js';
import { fillAgreement } from '../agreement-text.js';
import { GetGuestAgreementQuery } from './get-guest-agreement.query.js';

/**
 * What the booking page shows of the agreement: once signed, the text as signed (whatever the host published since);
 * before, the live one filled in for this stay, and whether it must be signed to pay.
 */
export async function guestAgreementOf(
  manager: EntityManager,
  reservation: ReservationEntity,
): Promise<GuestAgreement> {
  const [live, signature] = await Promise.all([liveAgreement(manager), latestSignature(manager, reservation.id)]);
  if (signature)
    return {
      agreement: { version: signature.version, text: signature.signedText, html: renderMarkdown(signature.signedText) },
      signatureNeeded: false,
      signature: signatureView(signature),
    };
  // Only a stay that can still be paid is asked to sign; another one shows nothing.
  if (!live || reservation.status !== 'held') return { agreement: null, signatureNeeded: false, signature: null };
  const filled = await fillAgreement(manager, agreementMarkdown(live), reservation);
  return { agreement: { version: live.version, ...filled }, signatureNeeded: true, signature: null };
}

@QueryHandler(GetGuestAgreementQuery)
export class GetGuestAgreementHandler implements IQueryHandler<GetGuestAgreementQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key }: GetGuestAgreementQuery): Promise<GuestAgreement> {
    const reservation = await findGuestBooking(this.dataSource.manager, this.links, reference, key);
    return guestAgreementOf(this.dataSource.manager, reservation);
  }
}
