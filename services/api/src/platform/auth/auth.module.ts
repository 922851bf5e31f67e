import { createHmac } from 'node:crypto';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAccess } from './admin-access.js';
import { AdminCodeCheck } from './admin-code-check.js';
import { AdminGuard } from './admin.guard.js';
import { AdminWriteRecord } from './admin-write-record.interceptor.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { AuthKeys } from './auth-keys.js';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options.js';
import { ClientKeys } from './client-key.js';
import { CodeHashKeys } from './code-hash-keys.js';
import { HostSecondFactor } from './host-second-factor.js';
import { RequestLimits } from './request-limits.js';
import { RateLimiter } from './rate-limiter.js';
import { SessionService } from './session.service.js';

/** Sessions, code hashing, attempt and rate limits, the host's second factor and the admin gates, for every feature. */
@Global()
@Module({})
export class AuthModule {
  static forRoot(
    secrets: {
      appSecret: string;
      codeHashSecret: string;
      codeHashSecretPrevious: string | undefined;
      adminCode: string;
    },
    options: AuthOptions,
  ): DynamicModule {
    // Derived from APP_SECRET (not a setting of its own) so no deployment needs a new secret; rotating APP_SECRET
    // only restarts the rate-limit windows and the audit log's client grouping.
    const clientKeySecret = createHmac('sha256', secrets.appSecret).update('client-key').digest();
    const providers = [
      { provide: AuthKeys, useValue: new AuthKeys(secrets.appSecret, secrets.adminCode) },
      {
        provide: CodeHashKeys,
        useValue: new CodeHashKeys(secrets.codeHashSecret, secrets.codeHashSecretPrevious, secrets.appSecret),
      },
      { provide: ClientKeys, useValue: new ClientKeys(clientKeySecret) },
      { provide: AUTH_OPTIONS, useValue: options },
      SessionService,
      RateLimiter,
      AttemptLimiter,
      RequestLimits,
      AdminCodeCheck,
      AdminAccess,
      AdminGuard,
      HostSecondFactor,
    ];
    return {
      module: AuthModule,
      // The admin's one gate and its write record, on every route (see ADMIN_ROUTE_ROLES).
      providers: [
        ...providers,
        { provide: APP_GUARD, useExisting: AdminGuard },
        { provide: APP_INTERCEPTOR, useClass: AdminWriteRecord },
      ],
      exports: providers,
    };
  }
}
