import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  type AdminDoorCode,
  DOOR_CODE_NEEDS_CONFIRMED_STAY,
  DOOR_CODE_TAKEN,
  RESERVATION_NOT_FOUND,
} from '@lakehouse/contracts';
import { DoorCodeTakenError, OutboxRelay, ReservationEntity, issueDoorCode } from '@lakehouse/server-kit';
import { adminDoorCodeView } from '../reservation-admin.views.js';
import { SetDoorCodeCommand } from './set-door-code.command.js';

/**
 * Replaces a confirmed stay's door code with the host's: the old one is revoked and the new one issued, both
 * announced to the host's webhook in the same transaction. Digits another stay had within a year are refused.
 */
@CommandHandler(SetDoorCodeCommand)
export class SetDoorCodeHandler implements ICommandHandler<SetDoorCodeCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ id, code }: SetDoorCodeCommand): Promise<AdminDoorCode> {
    const doorCode = await this.dataSource.transaction(async (manager) => {
      const reservation = await manager.findOne(ReservationEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!reservation) throw new NotFoundException(RESERVATION_NOT_FOUND);
      if (reservation.status !== 'confirmed')
        throw new ConflictException({ statusCode: 409, message: DOOR_CODE_NEEDS_CONFIRMED_STAY });
      try {
        return await issueDoorCode(manager, id, code);
      } catch (error) {
        if (error instanceof DoorCodeTakenError)
          throw new ConflictException({ statusCode: 409, message: DOOR_CODE_TAKEN });
        throw error;
      }
    });
    this.relay.nudge();
    return adminDoorCodeView(doorCode);
  }
}
