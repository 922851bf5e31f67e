import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { type ContactMessage, type ContactMessageReceived, contactMessageSchema } from '@lakehouse/contracts';
import { ClientKeys, clientAddress } from '../auth/client-key.js';
import { RequestLimits } from '../auth/request-limits.js';
import { validatedBy } from '../common/zod-validation.pipe.js';
import { ReceiveContactMessageCommand } from './commands/receive-contact-message.command.js';
import { ApiAccess, ApiErrors } from '../docs/api-access.js';

@ApiAccess('anyone')
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly clientKeys: ClientKeys,
    private readonly limits: RequestLimits,
  ) {}

  /** Emails the host; limited per client and per sender address (the email the message names). */
  @ApiErrors(429)
  @Post()
  @HttpCode(201)
  async receive(
    @Body(validatedBy(contactMessageSchema)) message: ContactMessage,
    @Req() request: FastifyRequest,
  ): Promise<ContactMessageReceived> {
    await this.limits.emailRequest(this.clientKeys.ofAddress(clientAddress(request)), message.email);
    return this.commandBus.execute(new ReceiveContactMessageCommand(message));
  }
}
