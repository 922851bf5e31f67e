import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, In } from 'typeorm';
import type { AccessCode } from '@lakehouse/contracts';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { maskAccessCode } from '../../../platform/auth/auth-keys.js';
import { CodeHashKeys } from '../../../platform/auth/code-hash-keys.js';
import { accessCodeView } from '../access-code.view.js';
import { CreateAccessCodeCommand } from './create-access-code.command.js';

const DUPLICATE_CODE = 'An access code with this value already exists.';

@CommandHandler(CreateAccessCodeCommand)
export class CreateAccessCodeHandler implements ICommandHandler<CreateAccessCodeCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly codeKeys: CodeHashKeys,
  ) {}

  async execute({ code }: CreateAccessCodeCommand): Promise<AccessCode> {
    const repository = this.dataSource.getRepository(AccessCodeEntity);
    // The same code may still be stored under the previous or legacy key, until its next use rehashes it.
    const storedForms = this.codeKeys.candidates(code.code).map(({ codeHash }) => codeHash);
    if (await repository.existsBy({ codeHash: In(storedForms) })) throw new ConflictException(DUPLICATE_CODE);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        ...this.codeKeys.hash(code.code),
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
    if (!id) throw new ConflictException(DUPLICATE_CODE);
    return accessCodeView(await repository.findOneByOrFail({ id }));
  }
}
