import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthStatus, adminLoginSchema } from '@lakehouse/contracts';
import { ClientKeys, clientAddress } from '../auth/client-key.js';
import { SessionService } from '../auth/session.service.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminLoginCommand } from './commands/admin-login.command.js';

@Controller('admin')
export class AdminSessionController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionService,
    private readonly clientKeys: ClientKeys,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(adminLoginSchema)) body: { adminCode: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuthStatus> {
    await this.commandBus.execute(
      new AdminLoginCommand(body.adminCode, this.clientKeys.ofAddress(clientAddress(request))),
    );
    const expiresAt = await this.sessions.start(response, 'admin');
    return { authenticated: true, role: 'admin', expiresAt: expiresAt.toISOString(), message: 'Signed in' };
  }
}
