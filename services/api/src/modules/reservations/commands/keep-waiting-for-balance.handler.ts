import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminInstalmentsResponse } from '@lakehouse/contracts';
import { instalmentView, loadInstalments } from '@lakehouse/server-kit';
import { KeepWaitingForBalanceCommand } from './keep-waiting-for-balance.command.js';
import { INSTALMENT_NOT_FOUND } from './mark-instalment-received.handler.js';

/**
 * The host's answer to a balance declined on every try: keep the stay and wait. The card is not tried again and the
 * host not asked again; the guest's pay link stays open, and the host can still mark the balance received or cancel.
 */
@CommandHandler(KeepWaitingForBalanceCommand)
export class KeepWaitingForBalanceHandler implements ICommandHandler<KeepWaitingForBalanceCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ reservationId, instalmentId }: KeepWaitingForBalanceCommand): Promise<AdminInstalmentsResponse> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<[{ id: string }[], number]>(
        `UPDATE stay_instalments SET host_decision = 'keep-waiting'
          WHERE id = $1 AND reservation_id = $2 AND kind = 'balance' AND status = 'declined' RETURNING id`,
        [instalmentId, reservationId],
      );
      if (rows.length === 0) {
        const known = await manager.query<unknown[]>(
          `SELECT 1 FROM stay_instalments WHERE id = $1 AND reservation_id = $2`,
          [instalmentId, reservationId],
        );
        if (known.length === 0) throw new NotFoundException(INSTALMENT_NOT_FOUND);
        throw new ConflictException('Only a declined balance can be waited for.');
      }
      return { instalments: (await loadInstalments(manager, reservationId)).map(instalmentView) };
    });
  }
}
