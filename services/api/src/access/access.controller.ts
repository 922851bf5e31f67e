import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, EventBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccessCodeValidation,
  type AccessVerified,
  accessCodeRequestSchema,
} from '@lakehouse/contracts';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { AuthKeys } from '../auth/auth-keys.js';
import { clientKey } from '../auth/client-key.js';
import { SessionService } from '../auth/session.service.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { VerifyAccessCommand } from './commands/verify-access.command.js';
import { AccessAttemptedEvent } from './events/access-attempted.event.js';

type CodeBody = { code: string };

@Controller()
export class AccessController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly keys: AuthKeys,
    private readonly limiter: AttemptLimiter,
    private readonly events: EventBus,
  ) {}

  /** A guest's code: on success the role, and a session cookie for the role's portal and booking. */
  @Post('access/verify')
  @HttpCode(200)
  async verify(
    @Body(new ZodValidationPipe(accessCodeRequestSchema)) body: CodeBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccessVerified> {
    const { role } = await this.commandBus.execute(new VerifyAccessCommand(body.code, clientKey(request)));
    const expiresAt = this.sessions.start(response, role);
    return { role, expiresAt: expiresAt.toISOString() };
  }

  /** The photo admin's gate: is this the admin code? Guessing is limited like any other code. */
  @Post('access-codes/validate')
  @HttpCode(200)
  async validate(@Body(new ZodValidationPipe(accessCodeRequestSchema)) body: CodeBody, @Req() request: FastifyRequest): Promise<AccessCodeValidation> {
    const client = clientKey(request);
    const limitKey = `admin-code:${client}`;
    await this.limiter.consume(limitKey);
    const isValid = this.keys.isAdminCode(body.code);
    this.events.publish(new AccessAttemptedEvent('admin-code', isValid ? 'granted' : 'denied', client));
    if (!isValid) return { isValid: false, message: 'Invalid access code' };
    await this.limiter.reset(limitKey);
    return { isValid: true, message: 'Access Granted' };
  }
}
