import { Module } from '@nestjs/common';
import { ReceiveContactMessageHandler } from './commands/receive-contact-message.handler.js';
import { MessagesController } from './messages.controller.js';

@Module({
  controllers: [MessagesController],
  providers: [ReceiveContactMessageHandler],
})
export class MessagesModule {}
