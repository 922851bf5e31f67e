import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccessCodeValidation, type AccessVerified, accessCodeRequestSchema } from '@lakehouse/contracts';
import { AdminCodeCheck } from '../../platform/auth/admin-code-check.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { VerifyAccessCommand } from './commands/verify-access.command.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

type CodeBody = { code: string };

const SIGN_IN_WITH_SECOND_FACTOR = 'The admin sign-in needs your authenticator code: sign in at /admin first.';

@ApiAccess('anyone')
@Controller()
export class AccessController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
    private readonly adminCode: AdminCodeCheck,
  ) {}

  /** A guest's code: on success the role, and a session cookie for the role's portal and booking. */
  @ApiErrors(401, 429)
  @Post('access/verify')
  @HttpCode(200)
  async verify(
    @Body(validatedBy(accessCodeRequestSchema)) body: CodeBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccessVerified> {
    const { role, accessCodeId } = await this.commandBus.execute(
      new VerifyAccessCommand(body.code, this.clientKeys.ofAddress(clientAddress(request))),
    );
    const expiresAt = await this.sessions.start(response, role, { accessCodeId });
    return { role, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The photo admin's gate: is this the admin code? It shares the admin sign-in's attempt limit and audit log, and
   * a right code starts an admin session, so the page never has to keep the code itself. Once the host has a
   * second factor, the code alone starts nothing here.
   */
  @Post('access-codes/validate')
  @HttpCode(200)
  async validate(
    @Body(validatedBy(accessCodeRequestSchema)) body: CodeBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccessCodeValidation> {
    const { isValid, secondFactorRequired } = await this.adminCode.check(
      body.code,
      this.clientKeys.ofAddress(clientAddress(request)),
      'admin-code',
    );
    if (secondFactorRequired) return { isValid: false, message: SIGN_IN_WITH_SECOND_FACTOR };
    if (!isValid) return { isValid: false, message: 'Invalid access code' };
    await this.sessions.start(response, 'admin');
    return { isValid: true, message: 'Access Granted' };
  }
}
