import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AdminAccess } from './admin-access.js';
import { AdminGuard } from './admin.guard.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { AuthKeys } from './auth-keys.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { SessionService } from './session.service.js';

/** Sessions, code hashing, attempt limits and the admin gates, for every feature that needs them. */
@Global()
@Module({})
export class AuthModule {
  static forRoot(secrets: { appSecret: string; adminCode: string }, options: AuthOptions): DynamicModule {
    const providers = [
      { provide: AuthKeys, useValue: new AuthKeys(secrets.appSecret, secrets.adminCode) },
      { provide: AUTH_OPTIONS, useValue: options },
      SessionService,
      AttemptLimiter,
      AdminAccess,
      AdminGuard,
    ];
    return { module: AuthModule, providers, exports: providers };
  }
}
