import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReservationDetailResponse, dateInPropertyZone, RESERVATION_NOT_FOUND } from '@lakehouse/contracts';
import { EmailEntity, ReservationEntity, instalmentView, liveDoorCode, loadInstalments } from '@lakehouse/server-kit';
import { arrivalStatus, loadArrivalDetails } from '../../bookings/arrival-details-rows.js';
import { loadDamageHold } from '../../damage-holds/damage-hold.view.js';
import { hostCancellationQuote } from '../host-cancellation-quote.js';
import { adminDoorCodeView, reservationDetailView } from '../reservation-admin.views.js';
import { emailSummaryView } from '../../emails/email-admin.views.js';
import { GetReservationQuery } from './get-reservation.query.js';

const EMAIL_LIMIT = 200;

@QueryHandler(GetReservationQuery)
export class GetReservationHandler implements IQueryHandler<GetReservationQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id }: GetReservationQuery): Promise<AdminReservationDetailResponse> {
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id });
    if (!reservation) throw new NotFoundException(RESERVATION_NOT_FOUND);
    // The guest's emails (to them) and the host's notices about them (reply-to them).
    const emails = await this.dataSource
      .getRepository(EmailEntity)
      .createQueryBuilder('e')
      .where('lower(e.to_address) = lower(:guest) OR lower(e.reply_to) = lower(:guest)', {
        guest: reservation.guestEmail,
      })
      .orderBy('e.created_at', 'DESC')
      .limit(EMAIL_LIMIT)
      .getMany();
    const arrival = await loadArrivalDetails(this.dataSource.manager, reservation.id);
    const doorCode = await liveDoorCode(this.dataSource.manager, reservation.id);
    const today = dateInPropertyZone(new Date());
    const instalments = await loadInstalments(this.dataSource.manager, reservation.id);
    return {
      reservation: reservationDetailView(reservation),
      emails: emails.map(emailSummaryView),
      arrival: arrivalStatus(reservation, today, arrival),
      doorCode: doorCode && adminDoorCodeView(doorCode),
      damageHold: await loadDamageHold(this.dataSource.manager, reservation),
      instalments: instalments.map(instalmentView),
      cancellation: hostCancellationQuote(reservation, instalments, today),
    };
  }
}
