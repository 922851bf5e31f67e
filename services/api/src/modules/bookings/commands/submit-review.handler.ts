import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type GuestBooking,
  REVIEW_ALREADY_GIVEN,
  REVIEW_NOT_A_STAY,
  REVIEW_NOT_YET,
  dateInPropertyZone,
} from '@lakehouse/contracts';
import { BookingLinks } from '@lakehouse/server-kit';
import { findGuestBooking } from '../find-guest-booking.js';
import { reviewStatus } from '../guest-booking.view.js';
import { loadGuestBooking } from '../load-guest-booking.js';
import { SubmitReviewCommand } from './submit-review.command.js';

const refused = (message: string) => new ConflictException({ statusCode: 409, message });

/**
 * Keeps the guest's review of a stay that took place and is over, written from the guest's own booking link (the
 * key checked here, recorded with the review). One per stay: the reservation row is locked while the review is
 * checked and written, and the table's unique key refuses a second one whatever races.
 */
@CommandHandler(SubmitReviewCommand)
export class SubmitReviewHandler implements ICommandHandler<SubmitReviewCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key, review }: SubmitReviewCommand): Promise<GuestBooking> {
    const today = dateInPropertyZone(new Date());
    return this.dataSource.transaction(async (manager) => {
      const reservation = await findGuestBooking(manager, this.links, reference, key, { lock: true });
      const inserted = await manager.query<unknown[]>(
        `INSERT INTO reviews (reservation_id, overall, cleanliness, accuracy, communication, location, value, body,
                              written_from)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'guest-booking-link'
          WHERE $9::boolean
         ON CONFLICT (reservation_id) DO NOTHING
         RETURNING id`,
        [
          reservation.id,
          review.overall,
          review.cleanliness,
          review.accuracy,
          review.communication,
          review.location,
          review.value,
          review.text,
          reviewStatus(reservation, today, false) === 'open',
        ],
      );
      if (inserted.length === 0) {
        const status = reviewStatus(reservation, today, true);
        if (status === 'none') throw refused(REVIEW_NOT_A_STAY);
        if (reservation.checkOut > today) throw refused(REVIEW_NOT_YET);
        throw refused(REVIEW_ALREADY_GIVEN);
      }
      return loadGuestBooking(manager, reservation, today);
    });
  }
}
