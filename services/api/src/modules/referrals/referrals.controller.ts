import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { type Referral, referralSchema } from '@lakehouse/contracts';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { RequestLimits } from '../../platform/auth/request-limits.js';
import { SessionService } from '../../platform/auth/session.service.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { SubmitReferralCommand } from './commands/submit-referral.command.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

@ApiAccess('anyone')
@Controller('referral')
export class ReferralsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
    private readonly limits: RequestLimits,
  ) {}

  @ApiErrors(429)
  @Post('submit')
  @HttpCode(201)
  async submit(
    @Body(validatedBy(referralSchema)) referral: Referral,
    @Req() request: FastifyRequest,
  ): Promise<{ id: string; message: string }> {
    // Emails the host; limited per client and per referrer address.
    await this.limits.emailRequest(this.clientKeys.ofAddress(clientAddress(request)), referral.referrerEmail);
    const session = await this.sessions.read(request);
    const role = session.status === 'active' ? session.role : null;
    const { id } = await this.commandBus.execute(new SubmitReferralCommand(referral, role));
    return { id, message: 'Referral information submitted successfully' };
  }
}
