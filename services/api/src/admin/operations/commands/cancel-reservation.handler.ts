import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReservation, JobName } from '@lakehouse/contracts';
import { OutboxRelay, ReservationEntity, writeOutboxEntry } from '@lakehouse/server-kit';
import { RESERVATION_NOT_FOUND, reservationView } from '../views.js';
import { CancelReservationCommand } from './cancel-reservation.command.js';

/**
 * The host cancels an inquiry, a hold or a confirmed stay: 'cancelled' takes no nights (the exclusion
 * constraint and availability only count held and confirmed), and the guest's email is written to the outbox
 * in the same transaction. Compare-and-swap on the status, so a concurrent expiry or payment is never undone.
 */
@CommandHandler(CancelReservationCommand)
export class CancelReservationHandler implements ICommandHandler<CancelReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id }: CancelReservationCommand): Promise<AdminReservation> {
    const reservation = await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE reservations SET status = 'cancelled', updated_at = now()
          WHERE id = $1 AND status IN ('inquiry', 'held', 'confirmed') RETURNING id`,
        [id],
      )) as [{ id: string }[], number];
      if (rows.length === 0) {
        const current = await manager.findOneBy(ReservationEntity, { id });
        if (!current) throw new NotFoundException(RESERVATION_NOT_FOUND);
        throw new ConflictException(`This reservation is already ${current.status}; there is nothing to cancel.`);
      }
      await writeOutboxEntry(manager, JobName.SendReservationEmail, { reservationId: id, email: 'cancelled' });
      return manager.findOneByOrFail(ReservationEntity, { id });
    });
    this.relay.nudge();
    return reservationView(reservation);
  }
}
