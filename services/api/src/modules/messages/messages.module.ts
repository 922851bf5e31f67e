import { Module } from '@nestjs/common';
import { ReceiveContactMessageHandler } from './commands/receive-contact-message.handler.js';
import { ContactFormOutcomes } from './contact-form-outcomes.js';
import { ContactFormRedirect } from './contact-form-redirect.interceptor.js';
import { MessagesController } from './messages.controller.js';

@Module({
  controllers: [MessagesController],
  providers: [ReceiveContactMessageHandler, ContactFormOutcomes, ContactFormRedirect],
  // The pages read what a post of their contact form came to.
  exports: [ContactFormOutcomes],
})
export class MessagesModule {}
