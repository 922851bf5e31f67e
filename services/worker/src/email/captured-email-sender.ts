import { Logger } from '@nestjs/common';
import { EmailSender, type OutgoingEmail } from './outgoing-email.js';

/**
 * Without SendGrid the email is kept in the emails table (status 'captured'), readable in the host's Emails view,
 * so nothing is lost. The log names it only: bodies can hold guests' details and codes.
 */
export class CapturedEmailSender extends EmailSender {
  readonly mode = 'captured' as const;
  private readonly logger = new Logger('CapturedEmail');

  async send(email: OutgoingEmail): Promise<{ providerMessageId: null }> {
    this.logger.log(`captured (not sent): "${email.subject}"`);
    return { providerMessageId: null };
  }
}
