import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AdminReservation, JobName, RESERVATION_NOT_FOUND } from '@lakehouse/contracts';
import {
  OutboxRelay,
  ReservationEntity,
  firstInstalment,
  loadInstalments,
  markInstalmentPaid,
  recordStayConfirmed,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { reservationView } from '../reservation-admin.views.js';
import { ConfirmReservationCommand } from './confirm-reservation.command.js';

/**
 * The host marks a hold paid outside Stripe: held → confirmed (compare-and-swap, like the payment webhook), and
 * the stay confirmation email (with its .ics) goes to the outbox in the same transaction. A hold still 'held'
 * keeps its nights in the exclusion constraint even past its 24 h, so confirming it can't double-book.
 */
@CommandHandler(ConfirmReservationCommand)
export class ConfirmReservationHandler implements ICommandHandler<ConfirmReservationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id, confirmedBy }: ConfirmReservationCommand): Promise<AdminReservation> {
    const reservation = await this.dataSource.transaction(async (manager) => {
      const [, swapped] = await manager.query<[unknown, number]>(
        `UPDATE reservations SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1 AND status = 'held'`,
        [id],
      );
      if (swapped !== 1) {
        const current = await manager.findOneBy(ReservationEntity, { id });
        if (!current) throw new NotFoundException(RESERVATION_NOT_FOUND);
        throw new ConflictException(`Only a held reservation can be confirmed; this one is ${current.status}.`);
      }
      const first = firstInstalment(await loadInstalments(manager, id));
      if (first) await markInstalmentPaid(manager, first.id, { by: confirmedBy });
      await writeOutboxEntry(manager, JobName.SendStayConfirmationEmail, { reservationId: id });
      await recordStayConfirmed(manager, id);
      return manager.findOneByOrFail(ReservationEntity, { id });
    });
    this.relay.nudge();
    return reservationView(reservation);
  }
}
