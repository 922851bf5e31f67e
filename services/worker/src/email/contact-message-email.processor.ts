import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { ContactMessageEntity, JobHandler, type JobContext } from '@lakehouse/server-kit';
import { EmailDelivery } from './email-delivery.js';
import { contactMessageEmail, EmailContext } from '@lakehouse/messages';

@Injectable()
export class ContactMessageEmailProcessor {
  private readonly logger = new Logger(ContactMessageEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
  ) {}

  @JobHandler(JobName.SendContactMessageEmail)
  async handle(payload: JobPayload<JobName.SendContactMessageEmail>, context: JobContext): Promise<void> {
    const message = await this.dataSource.getRepository(ContactMessageEntity).findOneBy({ id: payload.messageId });
    if (!message) {
      this.logger.warn(`contact message ${payload.messageId} no longer exists; nothing to send`);
      return;
    }
    const { property, addresses, words } = await this.context.load('contact-message');
    const outcome = await this.delivery.deliverOnce(
      context.jobId,
      'contact-message',
      contactMessageEmail(message, property, addresses, words),
    );
    this.logger.log(`contact message ${message.id}: ${outcome}`);
  }
}
