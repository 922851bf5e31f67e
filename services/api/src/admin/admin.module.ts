import { type DynamicModule, Module } from '@nestjs/common';
import { AccessCodesController } from './access-codes.controller.js';
import { AdminSessionController } from './admin-session.controller.js';
import { SignInSecurityController } from './sign-in-security.controller.js';
import { AdminLoginHandler } from './commands/admin-login.handler.js';
import { ApplyDefaultLimitsHandler } from './commands/apply-default-limits.handler.js';
import { CreateAccessCodeHandler } from './commands/create-access-code.handler.js';
import { DeleteAccessCodeHandler } from './commands/delete-access-code.handler.js';
import { CODES_TO_MIGRATE, MigrateAccessCodesHandler } from './commands/migrate-access-codes.handler.js';
import { UpdateAccessCodeHandler } from './commands/update-access-code.handler.js';
import { ListAccessCodesHandler } from './queries/list-access-codes.handler.js';

@Module({})
export class AdminModule {
  static forRoot(options: { codesToMigrate: { code: string; type: string }[] }): DynamicModule {
    return {
      module: AdminModule,
      controllers: [AdminSessionController, SignInSecurityController, AccessCodesController],
      providers: [
        { provide: CODES_TO_MIGRATE, useValue: options.codesToMigrate },
        AdminLoginHandler,
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
