import { ForbiddenException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { BookingEmailRequestEntity, OutboxRelay, ReservationEntity, writeOutboxEntry } from '@lakehouse/server-kit';
import { RequestLimits } from '../../auth/request-limits.js';
import { SendBookingEmailsCommand } from './send-booking-emails.command.js';

export const NOT_YOUR_RESERVATION = 'Booking emails can only be sent from the browser that made this reservation.';

@CommandHandler(SendBookingEmailsCommand)
export class SendBookingEmailsHandler implements ICommandHandler<SendBookingEmailsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly limits: RequestLimits,
  ) {}

  async execute({ request, reservationId, clientHash }: SendBookingEmailsCommand): Promise<{ queued: boolean }> {
    const reservation = reservationId ? await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: reservationId }) : null;
    // The payload must describe the reservation the ticket names: a ticket for one stay can't mail another address.
    const matches =
      reservation &&
      reservation.guestEmail.toLowerCase() === request.guestEmail.toLowerCase() &&
      reservation.checkIn === request.checkInDate &&
      reservation.checkOut === request.checkOutDate;
    if (!matches) throw new ForbiddenException(NOT_YOUR_RESERVATION);
    const dedupeKey = `reservation:${reservation.id}`;
    if (await this.dataSource.getRepository(BookingEmailRequestEntity).existsBy({ dedupeKey })) return { queued: false };
    await this.limits.emailRequest(clientHash, reservation.guestEmail);
    // Everything emailed comes from the stored reservation. Only the age split of its stored head count is the
    // page's (numbers, no text), and only when it adds up to that count.
    const party =
      request.adults + request.children === reservation.guestCount
        ? { adults: request.adults, children: request.children, infants: request.infants }
        : { adults: reservation.guestCount, children: 0, infants: 0 };
    const queued = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(BookingEmailRequestEntity)
        .values({
          dedupeKey,
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
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id) return false;
      await writeOutboxEntry(manager, JobName.SendBookingRequestEmail, { requestId: id, recipient: 'guest' });
      await writeOutboxEntry(manager, JobName.SendBookingRequestEmail, { requestId: id, recipient: 'host' });
      return true;
    });
    if (queued) this.relay.nudge();
    return { queued };
  }
}
