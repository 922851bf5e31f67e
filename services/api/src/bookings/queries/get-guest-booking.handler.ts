import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type GuestBooking, dateInPropertyZone } from '@lakehouse/contracts';
import { BookingLinks, loadInstalments } from '@lakehouse/server-kit';
import { loadArrivalDetails } from '../arrival-details-rows.js';
import { findGuestBooking } from '../find-guest-booking.js';
import { guestBookingView } from '../guest-booking.view.js';
import { isReviewed } from '../../reviews/review-rows.js';
import { GetGuestBookingQuery } from './get-guest-booking.query.js';

@QueryHandler(GetGuestBookingQuery)
export class GetGuestBookingHandler implements IQueryHandler<GetGuestBookingQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key }: GetGuestBookingQuery): Promise<GuestBooking> {
    const reservation = await findGuestBooking(this.dataSource.manager, this.links, reference, key);
    const [reviewed, arrival, instalments] = await Promise.all([
      isReviewed(this.dataSource.manager, reservation.id),
      loadArrivalDetails(this.dataSource.manager, reservation.id),
      loadInstalments(this.dataSource.manager, reservation.id),
    ]);
    return guestBookingView(reservation, dateInPropertyZone(new Date()), { reviewed, arrival, instalments });
  }
}
