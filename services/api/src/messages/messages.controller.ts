import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ContactMessage, type ContactMessageReceived, contactMessageSchema } from '@lakehouse/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReceiveContactMessageCommand } from './commands/receive-contact-message.command.js';

@Controller('messages')
export class MessagesController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  receive(@Body(new ZodValidationPipe(contactMessageSchema)) message: ContactMessage): Promise<ContactMessageReceived> {
    return this.commandBus.execute(new ReceiveContactMessageCommand(message));
  }
}
