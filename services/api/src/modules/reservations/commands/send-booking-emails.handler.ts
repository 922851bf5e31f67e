import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BookingEmailRequestEntity, ReservationEntity } from '@lakehouse/server-kit';
import { SendBookingEmailsCommand } from './send-booking-emails.command.js';

const NOT_YOUR_RESERVATION = 'Booking emails can only be sent from the browser that made this reservation.';

@CommandHandler(SendBookingEmailsCommand)
export class SendBookingEmailsHandler implements ICommandHandler<SendBookingEmailsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ request, reservationId }: SendBookingEmailsCommand): Promise<{ queued: boolean }> {
    const reservation = reservationId
      ? await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: reservationId })
      : null;
    // The payload must describe the reservation the ticket names: a ticket for one stay can't mail another address.
    const matches =
      reservation &&
      reservation.guestEmail.toLowerCase() === request.guestEmail.toLowerCase() &&
      reservation.checkIn === request.checkInDate &&
      reservation.checkOut === request.checkOutDate;
    if (!matches) throw new ForbiddenException(NOT_YOUR_RESERVATION);
    // The reservation's own emails (dates held or inquiry received, and the host's notice) were written with it,
    // once: the page's call sends no second set. It is recorded (with the page's party split) so a repeat is told.
    const party =
      request.adults + request.children === reservation.guestCount
        ? { adults: request.adults, children: request.children, infants: request.infants }
        : { adults: reservation.guestCount, children: 0, infants: 0 };
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(BookingEmailRequestEntity)
      .values({
        dedupeKey: `reservation:${reservation.id}`,
        guestName: reservation.guestName,
        guestEmail: reservation.guestEmail,
        guestPhone: reservation.guestPhone,
        checkIn: reservation.checkIn,
        checkOut: reservation.checkOut,
        ...party,
        specialRequests: reservation.specialRequests,
        role: reservation.role,
        quote: reservation.quote,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const queued = (inserted.raw as { id: string }[]).length > 0;
    return { queued };
  }
}
