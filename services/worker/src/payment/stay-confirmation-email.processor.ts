import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { type BookingLinks, JobHandler, ReservationEntity } from '@lakehouse/server-kit';
import { BOOKING_LINKS } from '../email/booking-links.provider.js';
import { EMAIL_ADDRESSES, type EmailAddresses } from '../email/email-addresses.js';
import { EmailDelivery } from '../email/email-delivery.js';
import { loadEmailProperty } from '../email/templates/email-property.js';
import { stayConfirmationEmail } from '../email/templates/stay-confirmation-email.js';

/** The confirmation email (with the stay as an .ics) once a paid hold is confirmed; sent once per reservation. */
@Injectable()
export class StayConfirmationEmailProcessor {
  private readonly logger = new Logger(StayConfirmationEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    @Inject(EMAIL_ADDRESSES) private readonly addresses: EmailAddresses,
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
    const email = stayConfirmationEmail(
      reservation,
      await loadEmailProperty(this.dataSource.manager),
      this.addresses,
      this.links?.url(id),
    );
    const outcome = await this.delivery.deliverOnce(`confirmed-${id}`, 'stay-confirmation', email);
    this.logger.log(`reservation ${id}: confirmation email ${outcome}`);
  }
}
