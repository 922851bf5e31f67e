import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AcceptInvite,
  type AuthStatus,
  type HelperSignIn,
  type HelperWelcome,
  SIGN_IN_LINK_REFUSED,
  acceptInviteSchema,
  helperSignInSchema,
} from '@lakehouse/contracts';
import { AdminCodeCheck } from '../../platform/auth/admin-code-check.js';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';
import { HelpersService } from './helpers.service.js';
import { linkSecretHash, newLinkSecret, signInPath } from './link-secrets.js';

/**
 * How helpers get in: accepting an invite (once), then their personal sign-in link. Both count against the same
 * attempt limit as the admin code, per client.
 */
@ApiAccess('anyone')
@Controller('admin/helpers')
export class HelperSignInController {
  constructor(
    private readonly helpers: HelpersService,
    private readonly sessions: SessionService,
    private readonly attempts: AdminCodeCheck,
    private readonly clientKeys: ClientKeys,
  ) {}

  /** The invitee chooses their name; the answer holds their personal sign-in link, shown this once. */
  @ApiErrors(404, 429)
  @Post('accept')
  async accept(
    @Body(validatedBy(acceptInviteSchema)) { token, name }: AcceptInvite,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<HelperWelcome> {
    const clientHash = this.clientKeys.ofAddress(clientAddress(request));
    await this.attempts.countHelperAttempt(clientHash);
    const key = newLinkSecret();
    const helper = await this.helpers.accept(token, name, linkSecretHash(key)).catch(async (error: unknown) => {
      await this.attempts.helperSignedIn(clientHash, false);
      throw error;
    });
    await this.attempts.helperSignedIn(clientHash, true);
    await this.sessions.start(response, 'admin', { helperId: helper.id });
    return { name: helper.name, role: helper.role, signInPath: signInPath(key) };
  }

  @ApiErrors(401, 429)
  @Post('sign-in')
  @HttpCode(200)
  async signIn(
    @Body(validatedBy(helperSignInSchema)) { key }: HelperSignIn,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuthStatus> {
    const clientHash = this.clientKeys.ofAddress(clientAddress(request));
    await this.attempts.countHelperAttempt(clientHash);
    const helper = await this.helpers.bySignInKey(key);
    await this.attempts.helperSignedIn(clientHash, helper !== undefined);
    if (!helper) throw new UnauthorizedException(SIGN_IN_LINK_REFUSED);
    const expiresAt = await this.sessions.start(response, 'admin', { helperId: helper.id });
    return {
      authenticated: true,
      role: 'admin',
      expiresAt: expiresAt.toISOString(),
      message: 'Signed in',
      staff: { role: helper.role, name: helper.name },
    };
  }
}
