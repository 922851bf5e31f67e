import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AdminReservation,
  JobName,
  dateInPropertyZone,
  formatCents,
  refundChoiceNeeded,
  RESERVATION_NOT_FOUND,
} from '@lakehouse/contracts';
import {
  OutboxRelay,
  ReservationEntity,
  recordStayCancelled,
  releaseDamageHoldsNow,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { hostRefundCents, loadStayPayment } from '../host-cancellation-quote.js';
import { reservationView } from '../reservation-admin.views.js';
import { CancelReservationCommand } from './cancel-reservation.command.js';

const CANCELLABLE = new Set(['inquiry', 'held', 'confirmed']);

/**
 * The host cancels an inquiry, a hold or a confirmed stay: 'cancelled' takes no nights (the exclusion constraint and
 * availability only count held and confirmed). A paid stay gives back what the host chose, fixed now; a Stripe
 * payment goes back to the card by a job, any other is the host's to refund. The row is locked while this decides, so
 * a concurrent expiry or payment is never undone, and everything that follows (the guest's email, a hold's invoice
 * voided, the refund) is written to the outbox in the same transaction.
 */
@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id, refund }: CancelReservationCommand): Promise<AdminReservation> {
    const today = dateInPropertyZone(new Date());
    const reservation = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(ReservationEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFoundException(RESERVATION_NOT_FOUND);
      if (!CANCELLABLE.has(current.status))
        throw new ConflictException(`This reservation is already ${current.status}; there is nothing to cancel.`);
      const { paidCents: paid, byCard } = await loadStayPayment(manager, current);
      if (paid > 0 && !refund) throw new BadRequestException(refundChoiceNeeded(formatCents(paid)));
      const refundCents = paid > 0 && refund ? hostRefundCents(refund, paid, current.checkIn, today) : null;
      await manager.update(ReservationEntity, { id }, { status: 'cancelled', refundCents });
      await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: id, email: 'cancelled' });
      // An unpaid hold's invoice must not stay payable for nights it no longer keeps.
      if (current.status === 'held') await writeOutboxEntry(manager, JobName.ReleaseHoldPayment, { reservationId: id });
      // Only a confirmed stay was ever announced; an inquiry or a hold ending is no stay's end.
      if (current.status === 'confirmed') await recordStayCancelled(manager, id);
      await releaseDamageHoldsNow(manager, id);
      if (refundCents && byCard) {
        await writeOutboxEntry(manager, JobName.RefundCancelledStay, {
          reservationId: id,
          amountCents: refundCents,
          cancelledBy: 'host',
        });
      }
      return manager.findOneByOrFail(ReservationEntity, { id });
    });
    this.relay.nudge();
    return reservationView(reservation);
  }
}
