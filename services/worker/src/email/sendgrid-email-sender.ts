import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { EmailSender, type OutgoingEmail } from '@lakehouse/messages';

export class SendGridEmailSender extends EmailSender {
  readonly mode = 'sendgrid' as const;
  private readonly mail = new MailService();

  constructor(apiKey: string, baseUrl: string) {
    super();
    const client = new Client();
    // setApiKey resets the base URL, so the base URL (a local fake in tests) goes second.
    client.setApiKey(apiKey);
    client.setDefaultRequest('baseUrl', baseUrl);
    this.mail.setClient(client);
    this.mail.setTimeout(15_000);
  }

  async send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }> {
    try {
      const [response] = await this.mail.send({
        to: email.to,
        from: email.from,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.attachments?.length
          ? {
              attachments: email.attachments.map((attachment) => ({
                filename: attachment.filename,
                type: attachment.contentType,
                content: attachment.contentBase64,
                disposition: 'attachment',
              })),
            }
          : {}),
      });
      const messageId = (response.headers as Record<string, unknown>)['x-message-id'];
      return { providerMessageId: typeof messageId === 'string' ? messageId : null };
    } catch (error) {
      const body = (error as { response?: { body?: unknown } }).response?.body;
      const detail = body ? `: ${JSON.stringify(body)}` : '';
      throw new Error(`SendGrid refused the email${detail} (${(error as Error).message})`);
    }
  }
}
