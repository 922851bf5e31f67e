import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AdminLogin, type AuthStatus, SECOND_FACTOR_NEEDED, adminLoginSchema } from '@lakehouse/contracts';
import { HOST_ACTOR } from '../../platform/auth/admin-actor.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { AdminLoginCommand } from './commands/admin-login.command.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

@ApiAccess('anyone')
@Controller('admin')
export class AdminSessionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
  ) {}

  /**
   * The host's sign-in. Once the host added an authenticator, a right code alone answers `secondFactorRequired` (and
   * no session); the form then sends the code again with the app's code or a recovery code.
   */
  @ApiErrors(401, 429)
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(validatedBy(adminLoginSchema)) body: AdminLogin,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuthStatus> {
    const outcome = await this.commandBus.execute(
      new AdminLoginCommand(body.adminCode, body.secondFactor, this.clientKeys.ofAddress(clientAddress(request))),
    );
    if (outcome === 'second-factor-needed')
      return {
        authenticated: false,
        role: null,
        expiresAt: null,
        message: SECOND_FACTOR_NEEDED,
        secondFactorRequired: true,
      };
    const expiresAt = await this.sessions.start(response, 'admin');
    return {
      authenticated: true,
      role: 'admin',
      expiresAt: expiresAt.toISOString(),
      message: 'Signed in',
      staff: { role: HOST_ACTOR.role, name: HOST_ACTOR.name },
    };
  }
}
