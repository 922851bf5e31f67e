import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { MIN_NEW_CODE_LENGTH, accessCodeTypeSchema } from '@lakehouse/contracts';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { maskAccessCode } from '../../../platform/auth/auth-keys.js';
import { CodeHashKeys } from '../../../platform/auth/code-hash-keys.js';
import { MigrateAccessCodesCommand } from './migrate-access-codes.command.js';

export const CODES_TO_MIGRATE = Symbol('CODES_TO_MIGRATE');

@CommandHandler(MigrateAccessCodesCommand)
export class MigrateAccessCodesHandler implements ICommandHandler<MigrateAccessCodesCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly codeKeys: CodeHashKeys,
    @Inject(CODES_TO_MIGRATE) private readonly codes: { code: string; type: string }[],
  ) {}

  async execute(): Promise<{ migratedCount: number }> {
    const unknownTypes = this.codes.filter(({ type }) => !accessCodeTypeSchema.safeParse(type).success);
    if (unknownTypes.length > 0) {
      throw new BadRequestException(
        `ACCESS_CODES has codes of unknown type (${[...new Set(unknownTypes.map(({ type }) => type))].join(', ')}); use family_friend, past_guest or referred.`,
      );
    }
    const tooShort = this.codes.filter(({ code }) => code.length < MIN_NEW_CODE_LENGTH);
    if (tooShort.length > 0) {
      throw new BadRequestException(
        `ACCESS_CODES has ${tooShort.length} code${tooShort.length === 1 ? '' : 's'} shorter than ${MIN_NEW_CODE_LENGTH} characters (${tooShort.map(({ code }) => maskAccessCode(code)).join(', ')}); new codes must be at least ${MIN_NEW_CODE_LENGTH} characters.`,
      );
    }
    if (this.codes.length === 0) return { migratedCount: 0 };
    const result = await this.dataSource
      .getRepository(AccessCodeEntity)
      .createQueryBuilder()
      .insert()
      .values(
        this.codes.map(({ code, type }) => ({
          ...this.codeKeys.hash(code),
          codeMasked: maskAccessCode(code),
          type,
          description: 'Migrated from ACCESS_CODES',
        })),
      )
      .orIgnore()
      .returning('id')
      .execute();
    return { migratedCount: (result.raw as unknown[]).length };
  }
}
