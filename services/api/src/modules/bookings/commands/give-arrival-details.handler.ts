import { ConflictException, Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  ARRIVAL_DETAILS_CLOSED,
  type GuestBooking,
  dateInPropertyZone,
  tooManyGuestsNamed,
} from '@lakehouse/contracts';
import { BookingLinks, recordStayWebhookEvent } from '@lakehouse/server-kit';
import { arrivalDetailsOpen, loadArrivalDetails, saveArrivalDetails } from '../arrival-details-rows.js';
import { findGuestBooking } from '../find-guest-booking.js';
import { loadGuestBooking } from '../load-guest-booking.js';
import { GiveArrivalDetailsCommand } from './give-arrival-details.command.js';

/**
 * Keeps who is coming to a live stay, until the day of arrival. The names can't outnumber the guests booked: more
 * people is a change of booking (price, the house's limit), which is the host's to make.
 */
@CommandHandler(GiveArrivalDetailsCommand)
export class GiveArrivalDetailsHandler implements ICommandHandler<GiveArrivalDetailsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key, details }: GiveArrivalDetailsCommand): Promise<GuestBooking> {
    const today = dateInPropertyZone(new Date());
    return this.dataSource.transaction(async (manager) => {
      const reservation = await findGuestBooking(manager, this.links, reference, key, { lock: true });
      if (!arrivalDetailsOpen(reservation, today))
        throw new ConflictException({ statusCode: 409, message: ARRIVAL_DETAILS_CLOSED });
      if (details.adults.length + details.children.length > reservation.guestCount)
        throw new UnprocessableEntityException({
          statusCode: 422,
          message: tooManyGuestsNamed(reservation.guestCount),
        });
      const before = await loadArrivalDetails(manager, reservation.id);
      await saveArrivalDetails(manager, reservation.id, details);
      // A lock or a cleaner may plan on the arrival time: a confirmed stay's new one is announced.
      if (reservation.status === 'confirmed' && before?.details.arrivalTime !== details.arrivalTime)
        await recordStayWebhookEvent(manager, 'stay.changed', reservation.id);
      return loadGuestBooking(manager, reservation, today);
    });
  }
}
