import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { type BookingLinks, JobHandler, type JobContext } from '@lakehouse/server-kit';
import { EmailDelivery } from '../email-delivery.js';
import { BOOKING_LINKS, EMAIL_SITE_URL, EmailAddressBook, loadTrialSource, trialEmail } from '@lakehouse/messages';

/**
 * "Send me a test" from the message editor: the draft, filled from the booking the host chose (the sample when it
 * is gone), sent to the host's own address only, once per request.
 */
@Injectable()
export class TemplateTestEmailProcessor {
  private readonly logger = new Logger(TemplateTestEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly addresses: EmailAddressBook,
    @Inject(EMAIL_SITE_URL) private readonly siteUrl: string,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
  ) {}

  @JobHandler(JobName.SendTemplateTestEmail)
  async handle(payload: JobPayload<JobName.SendTemplateTestEmail>, context: JobContext): Promise<void> {
    const { manager } = this.dataSource;
    const options = { photoBase: this.siteUrl, addresses: await this.addresses.current(manager), links: this.links };
    const source =
      (await loadTrialSource(manager, payload.templateKey, { ...options, reservationId: payload.reservationId })) ??
      (await loadTrialSource(manager, payload.templateKey, options));
    const email = trialEmail(payload.templateKey, payload.template, source!);
    const host = options.addresses.host;
    const outcome = await this.delivery.deliverOnce(`template-test-${context.jobId}`, 'template-test', {
      ...email,
      to: host,
      replyTo: host,
      subject: `Test: ${email.subject}`,
    });
    this.logger.log(`test of the ${payload.templateKey} template: ${outcome}`);
  }
}
