import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@lakehouse/server-kit';
import { BOOKING_LINKS, EMAIL_ADDRESSES, EmailAddressBook, bookingLinksOf } from '@lakehouse/messages';
import { SaveMessageTemplateHandler } from './commands/save-message-template.handler.js';
import { SendTemplateTestHandler } from './commands/send-template-test.handler.js';
import { MessageTemplatesAdminController } from './message-templates-admin.controller.js';
import { GetMessageTemplateHandler } from './queries/get-message-template.handler.js';
import { ListMessageTemplatesHandler } from './queries/list-message-templates.handler.js';
import { PreviewThreads } from './preview-threads.js';
import { TemplateTrials } from './template-trials.js';

/** The emails' templates the host edits; their versions are content documents (`message-<key>`). */
@Module({})
export class MessageTemplatesModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MessageTemplatesModule,
      controllers: [MessageTemplatesAdminController],
      providers: [
        { provide: EMAIL_ADDRESSES, useValue: { from: config.email.from, host: config.email.hostEmail } },
        EmailAddressBook,
        { provide: BOOKING_LINKS, useValue: bookingLinksOf(config) },
        TemplateTrials,
        PreviewThreads,
        GetMessageTemplateHandler,
        ListMessageTemplatesHandler,
        SaveMessageTemplateHandler,
        SendTemplateTestHandler,
      ],
    };
  }
}
