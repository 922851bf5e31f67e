import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobName, nightsBetween, quoteStay, ratesFromProperty } from '@lakehouse/contracts';
import { BookingEmailRequestEntity, OutboxRelay, PropertyEntity, writeOutboxEntry } from '@lakehouse/server-kit';
import { SendBookingEmailsCommand } from './send-booking-emails.command.js';

@CommandHandler(SendBookingEmailsCommand)
export class SendBookingEmailsHandler implements ICommandHandler<SendBookingEmailsCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ request, role }: SendBookingEmailsCommand): Promise<{ queued: boolean }> {
    // The spec's payload carries no booking id: the guest and the dates are what make it the same booking.
    const dedupeKey = createHash('sha256')
      .update(`${request.guestEmail.toLowerCase()}|${request.checkInDate}|${request.checkOutDate}`)
      .digest('hex');
    const property = await this.dataSource.getRepository(PropertyEntity).findOneBy({ slug: 'lake-house' });
    const nights = Math.max(1, nightsBetween(request.checkInDate, request.checkOutDate));
    const quote = quoteStay(ratesFromProperty(property ?? {}), { nights, includeLinens: true, familyDiscount: role === 'family' });
    const queued = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(BookingEmailRequestEntity)
        .values({
          dedupeKey,
          guestName: request.guestName,
          guestEmail: request.guestEmail,
          guestPhone: request.guestPhone ?? null,
          checkIn: request.checkInDate,
          checkOut: request.checkOutDate,
          adults: request.adults,
          children: request.children,
          infants: request.infants,
          specialRequests: request.specialRequests ?? null,
          role,
          quote,
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
