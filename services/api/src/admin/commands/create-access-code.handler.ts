import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AccessCode } from '@lakehouse/contracts';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { AuthKeys, maskAccessCode } from '../../auth/auth-keys.js';
import { accessCodeView } from '../access-code.view.js';
import { CreateAccessCodeCommand } from './create-access-code.command.js';

@CommandHandler(CreateAccessCodeCommand)
export class CreateAccessCodeHandler implements ICommandHandler<CreateAccessCodeCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: AuthKeys,
  ) {}

  async execute({ code }: CreateAccessCodeCommand): Promise<AccessCode> {
    const repository = this.dataSource.getRepository(AccessCodeEntity);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        codeHash: this.keys.hashAccessCode(code.code),
        codeMasked: maskAccessCode(code.code),
        type: code.type,
        description: code.description,
        isActive: code.isActive,
        maxUsage: code.maxUsage,
        expiresAt: code.expiresAt ? new Date(code.expiresAt) : null,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    if (!id) throw new ConflictException('An access code with this value already exists.');
    return accessCodeView(await repository.findOneByOrFail({ id }));
  }
}
