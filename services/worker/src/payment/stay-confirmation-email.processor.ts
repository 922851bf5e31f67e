import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { type BookingLinks, JobHandler, ReservationEntity } from '@lakehouse/server-kit';
import { EmailDelivery } from '../email/email-delivery.js';
import { BOOKING_LINKS, EmailContext, signedAgreementFile, stayConfirmationEmail } from '@lakehouse/messages';

/**
 * The confirmation email (with the stay as an .ics, and the signed rental agreement as a PDF when the stay signed one)
 * once a paid hold is confirmed; sent once per reservation.
 */
@Injectable()
export class StayConfirmationEmailProcessor {
  private readonly logger = new Logger(StayConfirmationEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
  ) {}

  @JobHandler(JobName.SendStayConfirmationEmail)
  async handle(payload: JobPayload<JobName.SendStayConfirmationEmail>): Promise<void> {
    const id = payload.reservationId;
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id });
    if (!reservation || reservation.status !== 'confirmed') {
      this.logger.warn(`reservation ${id} is ${reservation?.status ?? 'gone'}, not confirmed; no confirmation email`);
      return;
    }
    const { property, addresses, words } = await this.context.load('stay-confirmation');
    const email = stayConfirmationEmail(reservation, property, addresses, this.links?.url(id), words);
    const agreement = await signedAgreementFile(this.dataSource.manager, reservation);
    if (agreement)
      email.attachments = [
        ...(email.attachments ?? []),
        {
          filename: agreement.filename,
          contentType: 'application/pdf',
          contentBase64: Buffer.from(agreement.bytes).toString('base64'),
        },
      ];
    const outcome = await this.delivery.deliverOnce(`confirmed-${id}`, 'stay-confirmation', email);
    this.logger.log(`reservation ${id}: confirmation email ${outcome}`);
  }
}
