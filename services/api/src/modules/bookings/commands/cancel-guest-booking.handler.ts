import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type GuestBooking, JobName, cancellationRefundCents, dateInPropertyZone } from '@lakehouse/contracts';
import {
  BookingLinks,
  OutboxRelay,
  ReservationEntity,
  loadInstalments,
  paidCents,
  paidThroughStripe,
  recordStayCancelled,
  releaseDamageHoldsNow,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { findGuestBooking } from '../find-guest-booking.js';
import { cancellationQuote } from '../guest-booking.view.js';
import { loadGuestBooking } from '../load-guest-booking.js';
import { CancelGuestBookingCommand } from './cancel-guest-booking.command.js';

/**
 * The guest cancels: the nights free at once ('cancelled' takes none), and in the same transaction the outbox gets
 * what follows: an unpaid hold's invoice voided, a paid stay's refund under the cancellation policy (its amount fixed
 * now, on the house's date), and the emails to guest and host.
 */
@CommandHandler(CancelGuestBookingCommand)
export class CancelGuestBookingHandler implements ICommandHandler<CancelGuestBookingCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(BookingLinks) private readonly links: BookingLinks,
  ) {}

  async execute({ reference, key }: CancelGuestBookingCommand): Promise<GuestBooking> {
    const today = dateInPropertyZone(new Date());
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const reservation = await findGuestBooking(manager, this.links, reference, key, { lock: true });
      const instalments = await loadInstalments(manager, reservation.id);
      const paid = paidCents(instalments, reservation.totalCents);
      const quote = cancellationQuote(reservation, today, paid);
      if (!quote) {
        throw new ConflictException(
          reservation.status === 'expired' || reservation.status === 'cancelled'
            ? `This booking is already ${reservation.status}; there is nothing to cancel.`
            : 'This stay has begun or is over, so it can no longer be cancelled here. Please contact us.',
        );
      }
      const refundCents = quote.paid ? cancellationRefundCents(paid, reservation.checkIn, today) : null;
      await manager.update(ReservationEntity, { id: reservation.id }, { status: 'cancelled', refundCents });
      if (reservation.status === 'held')
        await writeOutboxEntry(manager, JobName.ReleaseHoldPayment, { reservationId: reservation.id });
      if (reservation.status === 'confirmed') await recordStayCancelled(manager, reservation.id);
      await releaseDamageHoldsNow(manager, reservation.id);
      // Paid through Stripe: the refund goes back the same way. Paid otherwise (the host confirmed it): the host refunds.
      if (refundCents && paidThroughStripe(reservation, instalments)) {
        await writeOutboxEntry(manager, JobName.RefundCancelledStay, {
          reservationId: reservation.id,
          amountCents: refundCents,
        });
      }
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId: reservation.id,
        email: 'guest-cancelled',
      });
      await writeOutboxEntry(manager, JobName.SendReservationEmail, {
        reservationId: reservation.id,
        email: 'host-guest-cancelled',
      });
      return manager.findOneByOrFail(ReservationEntity, { id: reservation.id });
    });
    this.relay.nudge();
    return loadGuestBooking(this.dataSource.manager, cancelled, today);
  }
}
