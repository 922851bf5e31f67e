import { Logger } from '@nestjs/common';
import { EmailSender, type OutgoingEmail } from './outgoing-email.js';

/** Without SendGrid the email is kept in the emails table (status 'captured') and logged, so nothing is lost. */
export class CapturedEmailSender extends EmailSender {
  readonly mode = 'captured' as const;
  private readonly logger = new Logger('CapturedEmail');

  async send(email: OutgoingEmail): Promise<{ providerMessageId: null }> {
    this.logger.log(`to ${email.to} | ${email.subject}\n${email.text}`);
    return { providerMessageId: null };
  }
}
