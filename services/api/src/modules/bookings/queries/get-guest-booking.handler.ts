import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type GuestBooking, dateInPropertyZone } from '@lakehouse/contracts';
import { BookingLinks } from '@lakehouse/server-kit';
import { findGuestBooking } from '../find-guest-booking.js';
import { loadGuestBooking } from '../load-guest-booking.js';
import { GetGuestBookingQuery } from './get-guest-booking.query.js';

@QueryHandler(GetGuestBookingQuery)
export class GetGuestBookingHandler implements IQueryHandler<GetGuestBookingQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key }: GetGuestBookingQuery): Promise<GuestBooking> {
    const reservation = await findGuestBooking(this.dataSource.manager, this.links, reference, key);
    return loadGuestBooking(this.dataSource.manager, reservation, dateInPropertyZone(new Date()));
  }
}
