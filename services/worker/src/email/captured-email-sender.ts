import { Logger } from '@nestjs/common';
import { EmailSender } from '@lakehouse/messages';

/**
 * Without SendGrid the email is kept in the emails table (status 'captured'), readable in the host's Emails view,
 * so nothing is lost. The log says only that: subjects name guests and bodies can hold their details and codes
 * (the processor's own line names the reservation or message by id).
 */
export class CapturedEmailSender extends EmailSender {
  readonly mode = 'captured' as const;
  private readonly logger = new Logger('CapturedEmail');

  send(): Promise<{ providerMessageId: null }> {
    this.logger.log('captured (not sent): kept in the emails table for the host');
    return Promise.resolve({ providerMessageId: null });
  }
}
