import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { OWNER_BLOCK_GONE_MESSAGE } from '@lakehouse/contracts';
import { OwnerBlockEntity } from '@lakehouse/server-kit';
import { RemoveOwnerBlockCommand } from './remove-owner-block.command.js';

/** Frees the block's nights (guests see them open again as soon as the table's notice drops the cache). */
@CommandHandler(RemoveOwnerBlockCommand)
export class RemoveOwnerBlockHandler implements ICommandHandler<RemoveOwnerBlockCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id }: RemoveOwnerBlockCommand): Promise<void> {
    const result = await this.dataSource.getRepository(OwnerBlockEntity).delete({ id });
    if (!result.affected) throw new NotFoundException({ statusCode: 404, message: OWNER_BLOCK_GONE_MESSAGE });
  }
}
