import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { DeleteAccessCodeCommand } from './delete-access-code.command.js';

@CommandHandler(DeleteAccessCodeCommand)
export class DeleteAccessCodeHandler implements ICommandHandler<DeleteAccessCodeCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id }: DeleteAccessCodeCommand): Promise<void> {
    const result = await this.dataSource.getRepository(AccessCodeEntity).delete({ id });
    if (!result.affected) throw new NotFoundException('That access code no longer exists.');
  }
}
