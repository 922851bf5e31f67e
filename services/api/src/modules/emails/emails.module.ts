import { Module } from '@nestjs/common';
import { RetryEmailHandler } from './commands/retry-email.handler.js';
import { EmailsAdminController } from './emails-admin.controller.js';
import { GetEmailHandler } from './queries/get-email.handler.js';
import { ListEmailsHandler } from './queries/list-emails.handler.js';

/** The emails sent or captured, as the host reads and retries them in the admin. */
@Module({
  controllers: [EmailsAdminController],
  providers: [ListEmailsHandler, GetEmailHandler, RetryEmailHandler],
})
export class EmailsModule {}
