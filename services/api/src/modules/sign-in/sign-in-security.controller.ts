import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  type RecoveryCodes,
  type SignInSecurity,
  type TotpConfirm,
  type TotpEnrollment,
  totpConfirmSchema,
} from '@lakehouse/contracts';
import { HostSecondFactor } from '../../platform/auth/host-second-factor.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

/** What the authenticator app lists the account as. */
const AUTHENTICATOR_ISSUER = 'Lake house admin';

/** The host's second factor (`/admin/security`): add an authenticator app, renew recovery codes, remove it. */
@ApiAccess('adminSession')
@Controller('admin')
export class SignInSecurityController {
  constructor(
    private readonly secondFactor: HostSecondFactor,
    private readonly sessions: SessionService,
  ) {}

  @Get('sign-in-security')
  status(): Promise<SignInSecurity> {
    return this.secondFactor.status();
  }

  /** A new secret to scan: not in use until a code from the app confirms it. */
  @Post('totp')
  begin(): Promise<TotpEnrollment> {
    return this.secondFactor.beginTotp(AUTHENTICATOR_ISSUER);
  }

  /**
   * The app's code confirms the secret: from now on the admin code alone signs no one in, the host's other sessions
   * (started with the code alone) end, and the recovery codes are shown this once.
   */
  @ApiErrors(409)
  @Post('totp/confirm')
  @HttpCode(200)
  async confirm(
    @Body(validatedBy(totpConfirmSchema)) { code }: TotpConfirm,
    @Req() request: FastifyRequest,
  ): Promise<RecoveryCodes> {
    const codes = await this.secondFactor.confirmTotp(code);
    await this.sessions.endOtherHostSessions(request);
    return codes;
  }

  @Delete('totp')
  @HttpCode(204)
  async remove(): Promise<void> {
    await this.secondFactor.remove();
  }

  @ApiErrors(409)
  @Post('recovery-codes')
  @HttpCode(200)
  renewRecoveryCodes(): Promise<RecoveryCodes> {
    return this.secondFactor.renewRecoveryCodes();
  }
}
