import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReservationsResponse, addMonths } from '@lakehouse/contracts';
import { ReservationEntity } from '@lakehouse/server-kit';
import { reservationView } from '../reservation-admin.views.js';
import { ListReservationsQuery } from './list-reservations.query.js';

@QueryHandler(ListReservationsQuery)
export class ListReservationsHandler implements IQueryHandler<ListReservationsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filter }: ListReservationsQuery): Promise<AdminReservationsResponse> {
    const query = this.dataSource.getRepository(ReservationEntity).createQueryBuilder('r');
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter.month) {
      // A stay belongs to a month when one of its nights does: [checkIn, checkOut) overlaps [1st, next 1st).
      const from = `${filter.month}-01`;
      query.andWhere('r.check_in < :to::date AND r.check_out > :from::date', { from, to: addMonths(from, 1) });
    }
    const reservations = await query.orderBy('r.check_in', 'ASC').addOrderBy('r.created_at', 'ASC').getMany();
    return { reservations: reservations.map(reservationView) };
  }
}
