import { type DynamicModule, Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AuthController } from './auth.controller.js';
import { VerifyAccessHandler } from './commands/verify-access.handler.js';
import { RecordAccessAttemptHandler } from './events/record-access-attempt.handler.js';
import { FAMILY_COUPON_CODE, ProviderConfigController } from './provider-config.controller.js';

@Module({})
export class AccessModule {
  static forRoot(options: { familyCouponCode: string }): DynamicModule {
    return {
      module: AccessModule,
      controllers: [AccessController, AuthController, ProviderConfigController],
      providers: [
        VerifyAccessHandler,
        RecordAccessAttemptHandler,
        { provide: FAMILY_COUPON_CODE, useValue: options.familyCouponCode },
      ],
    };
  }
}
