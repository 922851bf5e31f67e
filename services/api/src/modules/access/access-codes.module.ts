import { type DynamicModule, Module } from '@nestjs/common';
import { AccessCodesController } from './access-codes.controller.js';
import { ApplyDefaultLimitsHandler } from './commands/apply-default-limits.handler.js';
import { CreateAccessCodeHandler } from './commands/create-access-code.handler.js';
import { DeleteAccessCodeHandler } from './commands/delete-access-code.handler.js';
import { CODES_TO_MIGRATE, MigrateAccessCodesHandler } from './commands/migrate-access-codes.handler.js';
import { UpdateAccessCodeHandler } from './commands/update-access-code.handler.js';
import { ListAccessCodesHandler } from './queries/list-access-codes.handler.js';

/** The host's access codes in the admin: create, edit, deactivate, delete, import from ACCESS_CODES, default limits. */
@Module({})
export class AccessCodesModule {
  static forRoot(options: { codesToMigrate: { code: string; type: string }[] }): DynamicModule {
    return {
      module: AccessCodesModule,
      controllers: [AccessCodesController],
      providers: [
        { provide: CODES_TO_MIGRATE, useValue: options.codesToMigrate },
        CreateAccessCodeHandler,
        UpdateAccessCodeHandler,
        DeleteAccessCodeHandler,
        MigrateAccessCodesHandler,
        ApplyDefaultLimitsHandler,
        ListAccessCodesHandler,
      ],
    };
  }
}
