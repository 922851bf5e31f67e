import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReservation, JobName } from '@lakehouse/contracts';
import {
  OutboxRelay,
  ReservationEntity,
  recordStayCancelled,
  releaseDamageHoldsNow,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { RESERVATION_NOT_FOUND, reservationView } from '../views.js';
import { CancelReservationCommand } from './cancel-reservation.command.js';

/**
 * The host cancels an inquiry, a hold or a confirmed stay: 'cancelled' takes no nights (the exclusion
 * constraint and availability only count held and confirmed), and the guest's email (and, for a hold, the voiding
 * of its invoice) is written to the outbox in the same transaction. Compare-and-swap on the status, so a concurrent expiry or payment is never undone.
 */
@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id }: CancelReservationCommand): Promise<AdminReservation> {
    const reservation = await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ previousStatus: string }[], number]>(
        `UPDATE reservations r SET status = 'cancelled', updated_at = now()
           FROM (SELECT id, status FROM reservations WHERE id = $1 FOR UPDATE) previous
          WHERE r.id = previous.id AND previous.status IN ('inquiry', 'held', 'confirmed')
          RETURNING previous.status AS "previousStatus"`,
        [id],
      );
      if (rows.length === 0) {
        const current = await manager.findOneBy(ReservationEntity, { id });
        if (!current) throw new NotFoundException(RESERVATION_NOT_FOUND);
        throw new ConflictException(`This reservation is already ${current.status}; there is nothing to cancel.`);
      }
      await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: id, email: 'cancelled' });
      // An unpaid hold's invoice must not stay payable for nights it no longer keeps.
      if (rows[0]!.previousStatus === 'held')
        await writeOutboxEntry(manager, JobName.ReleaseHoldPayment, { reservationId: id });
      // Only a confirmed stay was ever announced; an inquiry or a hold ending is no stay's end.
      if (rows[0]!.previousStatus === 'confirmed') await recordStayCancelled(manager, id);
      await releaseDamageHoldsNow(manager, id);
      return manager.findOneByOrFail(ReservationEntity, { id });
    });
    this.relay.nudge();
    return reservationView(reservation);
  }
}
