import { Module } from '@nestjs/common';
import { AdminSessionController } from './admin-session.controller.js';
import { AdminLoginHandler } from './commands/admin-login.handler.js';
import { SignInSecurityController } from './sign-in-security.controller.js';

/** Signing in to the admin (the admin code, a helper's session) and the host's sign-in security (authenticator app). */
@Module({
  controllers: [AdminSessionController, SignInSecurityController],
  providers: [AdminLoginHandler],
})
export class SignInModule {}
