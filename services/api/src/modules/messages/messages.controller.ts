import { Body, Controller, HttpCode, HttpStatus, Post, Redirect, Req, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  CONTACT_FORM_PAGES,
  type ContactMessage,
  type ContactMessageReceived,
  contactMessageSchema,
} from '@lakehouse/contracts';
import { ClientKeys, clientAddress } from '../../platform/auth/client-key.js';
import { RequestLimits } from '../../platform/auth/request-limits.js';
import { validatedBy } from '../../platform/http/zod-validation.pipe.js';
import { ReceiveContactMessageCommand } from './commands/receive-contact-message.command.js';
import { ContactFormRedirect } from './contact-form-redirect.interceptor.js';
import { ApiAccess, ApiErrors } from '../../platform/openapi/api-access.js';

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
    return this.send(message, request);
  }

  /**
   * The same message, as the contact form posts it without JavaScript (urlencoded): the same schema, limits and
   * command, and an answer a browser navigates by (ContactFormRedirect).
   */
  @ApiErrors(429)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiQuery({ name: 'page', enum: CONTACT_FORM_PAGES, required: false, description: 'The page the form is on.' })
  @ApiResponse({
    status: HttpStatus.SEE_OTHER,
    description:
      'Back to the form on its page (`page`), which shows what the post came to: sent, or refused (invalid fields, ' +
      'the email limits) with what was typed. The outcome is kept on the server for ten minutes, named by an ' +
      'HttpOnly cookie; the page takes it once.',
    headers: {
      Location: { description: 'The page, at the form: `/contact#contact-form`.', schema: { type: 'string' } },
    },
  })
  @Post('form')
  @Redirect('/contact', HttpStatus.SEE_OTHER)
  @UseInterceptors(ContactFormRedirect)
  async receiveForm(
    @Body(validatedBy(contactMessageSchema)) message: ContactMessage,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.send(message, request);
  }

  private async send(message: ContactMessage, request: FastifyRequest): Promise<ContactMessageReceived> {
    await this.limits.emailRequest(this.clientKeys.ofAddress(clientAddress(request)), message.email);
    return this.commandBus.execute(new ReceiveContactMessageCommand(message));
  }
}
