import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, type JobContext, ReferralEntity } from '@lakehouse/server-kit';
import { EmailDelivery } from './email-delivery.js';
import { EmailContext, referralEmail } from '@lakehouse/messages';

@Injectable()
export class ReferralEmailProcessor {
  private readonly logger = new Logger(ReferralEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
  ) {}

  @JobHandler(JobName.SendReferralEmail)
  async handle(payload: JobPayload<JobName.SendReferralEmail>, context: JobContext): Promise<void> {
    const referral = await this.dataSource.getRepository(ReferralEntity).findOneBy({ id: payload.referralId });
    if (!referral) {
      this.logger.warn(`referral ${payload.referralId} no longer exists; nothing to send`);
      return;
    }
    const { property, addresses, words } = await this.context.load('referral');
    const outcome = await this.delivery.deliverOnce(
      context.jobId,
      'referral',
      referralEmail(referral, property, addresses, words),
    );
    this.logger.log(`referral ${referral.id}: ${outcome}`);
  }
}
