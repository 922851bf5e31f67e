import { ConflictException, Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  ARRIVAL_DETAILS_CLOSED,
  type GuestBooking,
  dateInPropertyZone,
  tooManyGuestsNamed,
} from '@lakehouse/contracts';
import { BookingLinks, recordSettledStayChange } from '@lakehouse/server-kit';
import { RateLimiter } from '../../../platform/auth/rate-limiter.js';
import { arrivalDetailsOpen, loadArrivalDetails, saveArrivalDetails } from '../arrival-details-rows.js';
import { findGuestBooking } from '../find-guest-booking.js';
import { loadGuestBooking } from '../load-guest-booking.js';
import { GiveArrivalDetailsCommand } from './give-arrival-details.command.js';

/** Saves of one booking's arrival details a day: plenty for a family's plans, few for a script flipping the time. */
const ARRIVAL_CHANGES_PER_DAY = 20;

/**
 * Keeps who is coming to a live stay, until the day of arrival, up to ARRIVAL_CHANGES_PER_DAY saves a day (counted
 * once the link's key is proven, so no stranger can use up a guest's). The names can't outnumber the guests booked:
 * more people is a change of booking (price, the house's limit), which is the host's to make.
 */
@CommandHandler(GiveArrivalDetailsCommand)
export class GiveArrivalDetailsHandler implements ICommandHandler<GiveArrivalDetailsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ reference, key, details }: GiveArrivalDetailsCommand): Promise<GuestBooking> {
    const today = dateInPropertyZone(new Date());
    return this.dataSource.transaction(async (manager) => {
      const reservation = await findGuestBooking(manager, this.links, reference, key, { lock: true });
      if (!arrivalDetailsOpen(reservation, today))
        throw new ConflictException({ statusCode: 409, message: ARRIVAL_DETAILS_CLOSED });
      await this.limiter.consume(`arrival-changes:${reservation.id}`, {
        limit: ARRIVAL_CHANGES_PER_DAY,
        windowSeconds: 24 * 3600,
        message: `These arrival details were changed ${ARRIVAL_CHANGES_PER_DAY} times today. Please try again in {minutes} minutes, or write to the host.`,
      });
      if (details.adults.length + details.children.length > reservation.guestCount)
        throw new UnprocessableEntityException({
          statusCode: 422,
          message: tooManyGuestsNamed(reservation.guestCount),
        });
      const before = await loadArrivalDetails(manager, reservation.id);
      await saveArrivalDetails(manager, reservation.id, details);
      // A lock or a cleaner may plan on the arrival time: a confirmed stay's new one is announced, once it settles.
      if (reservation.status === 'confirmed' && before?.details.arrivalTime !== details.arrivalTime)
        await recordSettledStayChange(manager, reservation.id);
      return loadGuestBooking(manager, reservation, today);
    });
  }
}
