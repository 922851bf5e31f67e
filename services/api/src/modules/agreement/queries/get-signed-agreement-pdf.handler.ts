import { Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BookingLinks, ReservationEntity } from '@lakehouse/server-kit';
import { type SignedAgreementFile, signedAgreementFile } from '@lakehouse/messages';
import { findGuestBooking } from '../../bookings/find-guest-booking.js';
import { GetSignedAgreementPdfQuery } from './get-signed-agreement-pdf.query.js';

@QueryHandler(GetSignedAgreementPdfQuery)
export class GetSignedAgreementPdfHandler implements IQueryHandler<GetSignedAgreementPdfQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ stay }: GetSignedAgreementPdfQuery): Promise<SignedAgreementFile> {
    const { manager } = this.dataSource;
    const reservation =
      'reservationId' in stay
        ? await manager.findOneBy(ReservationEntity, { id: stay.reservationId })
        : await findGuestBooking(manager, this.links, stay.reference, stay.key);
    if (!reservation) throw new NotFoundException('No reservation with this id.');
    const file = await signedAgreementFile(manager, reservation);
    if (!file) throw new NotFoundException('This stay has no signed rental agreement.');
    return file;
  }
}
