import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { BookingEmailRequestEntity, JobHandler, type JobContext, PropertyEntity } from '@lakehouse/server-kit';
import { EMAIL_ADDRESSES, type EmailAddresses } from './email-addresses.js';
import { EmailDelivery } from './email-delivery.js';
import { bookingRequestEmail } from './templates/booking-request-emails.js';

@Injectable()
export class BookingRequestEmailProcessor {
  private readonly logger = new Logger(BookingRequestEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    @Inject(EMAIL_ADDRESSES) private readonly addresses: EmailAddresses,
  ) {}

  @JobHandler(JobName.SendBookingRequestEmail)
  async handle(payload: JobPayload<JobName.SendBookingRequestEmail>, context: JobContext): Promise<void> {
    const request = await this.dataSource.getRepository(BookingEmailRequestEntity).findOneBy({ id: payload.requestId });
    if (!request) {
      this.logger.warn(`booking email request ${payload.requestId} no longer exists`);
      return;
    }
    const property = await this.dataSource.getRepository(PropertyEntity).findOneBy({ slug: 'lake-house' });
    const email = bookingRequestEmail(payload.recipient, request, property?.name ?? 'the lake house', this.addresses);
    const outcome = await this.delivery.deliverOnce(context.jobId, `booking-request-${payload.recipient}`, email);
    this.logger.log(`booking email request ${request.id} to ${payload.recipient}: ${outcome}`);
  }
}
