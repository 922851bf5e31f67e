import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { OWNER_BLOCK_OVERLAP_MESSAGE, OWNER_BLOCK_OVER_BOOKING_MESSAGE, type OwnerBlock } from '@lakehouse/contracts';
import { OwnerBlockEntity, lockBookingCalendar } from '@lakehouse/server-kit';
import { ownerBlockView } from '../owner-block.view.js';
import { AddOwnerBlockCommand } from './add-owner-block.command.js';

/**
 * Closes nights for the host, under the booking-calendar lock that every booking takes: a booking can't slip in
 * between the checks and the insert, and one made after it sees the block. Nights a held (unexpired) or confirmed
 * booking has, or another owner block has, are refused in words (409); feed blocks may overlap it.
 */
@CommandHandler(AddOwnerBlockCommand)
export class AddOwnerBlockHandler implements ICommandHandler<AddOwnerBlockCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ block }: AddOwnerBlockCommand): Promise<OwnerBlock> {
    return this.dataSource.transaction(async (manager) => {
      await lockBookingCalendar(manager);
      const span = `daterange($1::date, $2::date, '[)')`;
      const booked = await manager.query<unknown[]>(
        `SELECT 1 FROM reservations
          WHERE (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())) AND stay && ${span} LIMIT 1`,
        [block.startsOn, block.endsOn],
      );
      if (booked.length > 0)
        throw new ConflictException({ statusCode: 409, message: OWNER_BLOCK_OVER_BOOKING_MESSAGE });
      const blocked = await manager.query<unknown[]>(
        `SELECT 1 FROM owner_blocks WHERE daterange(starts_on, ends_on, '[)') && ${span} LIMIT 1`,
        [block.startsOn, block.endsOn],
      );
      if (blocked.length > 0) throw new ConflictException({ statusCode: 409, message: OWNER_BLOCK_OVERLAP_MESSAGE });
      const saved = await manager.save(manager.create(OwnerBlockEntity, block));
      return ownerBlockView(saved);
    });
  }
}
