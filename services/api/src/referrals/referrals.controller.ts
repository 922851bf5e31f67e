import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { type Referral, referralSchema } from '@lakehouse/contracts';
import { SessionService } from '../auth/session.service.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SubmitReferralCommand } from './commands/submit-referral.command.js';

@Controller('referral')
export class ReferralsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
  ) {}

  @Post('submit')
  @HttpCode(201)
  async submit(@Body(new ZodValidationPipe(referralSchema)) referral: Referral, @Req() request: FastifyRequest): Promise<{ id: string; message: string }> {
    const session = this.sessions.read(request);
    const role = session.status === 'active' ? session.role : null;
    const { id } = await this.commandBus.execute(new SubmitReferralCommand(referral, role));
    return { id, message: 'Referral information submitted successfully' };
  }
}
