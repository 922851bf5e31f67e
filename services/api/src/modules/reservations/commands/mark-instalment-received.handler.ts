import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminInstalmentsResponse } from '@lakehouse/contracts';
import { instalmentView, loadInstalments, markInstalmentPaid } from '@lakehouse/server-kit';
import { MarkInstalmentReceivedCommand } from './mark-instalment-received.command.js';

export const INSTALMENT_NOT_FOUND = 'This payment is not part of this reservation.';

/**
 * The host marks a payment of the schedule received (by bank transfer, a check, cash; the embedded default has no
 * card payments): paid now, signed by who marked it. An unpaid hold is confirmed with "Confirm (paid)", not here.
 */
@CommandHandler(MarkInstalmentReceivedCommand)
export class MarkInstalmentReceivedHandler implements ICommandHandler<MarkInstalmentReceivedCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({
    reservationId,
    instalmentId,
    receivedBy,
  }: MarkInstalmentReceivedCommand): Promise<AdminInstalmentsResponse> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ stayStatus: string; status: string }[]>(
        `SELECT r.status AS "stayStatus", i.status FROM stay_instalments i JOIN reservations r ON r.id = i.reservation_id
          WHERE i.id = $1 AND i.reservation_id = $2 FOR UPDATE OF i`,
        [instalmentId, reservationId],
      );
      if (!row) throw new NotFoundException(INSTALMENT_NOT_FOUND);
      if (row.stayStatus !== 'confirmed')
        throw new ConflictException(
          row.stayStatus === 'held'
            ? 'This stay is not confirmed yet: use "Confirm (paid)" for its first payment.'
            : `This reservation is ${row.stayStatus}; its payments can no longer be marked received.`,
        );
      if (!(await markInstalmentPaid(manager, instalmentId, { by: receivedBy })))
        throw new ConflictException('This payment is already marked paid.');
      return { instalments: (await loadInstalments(manager, reservationId)).map(instalmentView) };
    });
  }
}
