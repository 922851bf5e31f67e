import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import {
  type BookingLinks,
  JobHandler,
  type JobContext,
  ReservationEntity,
  loadInstalments,
  paidCents,
  paidThroughStripe,
  shownDoorCode,
} from '@lakehouse/server-kit';
import { EmailDelivery } from './email-delivery.js';
import { BOOKING_LINKS, EmailContext, reservationEmail, type ReservationEmailKind } from '@lakehouse/messages';

/** The emails that say what a cancelled stay gets back, which needs what it had paid. */
const CANCELLATION_EMAILS: ReadonlySet<ReservationEmailKind> = new Set([
  'cancelled',
  'guest-cancelled',
  'host-guest-cancelled',
]);

@Injectable()
export class ReservationEmailProcessor {
  private readonly logger = new Logger(ReservationEmailProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: EmailDelivery,
    private readonly context: EmailContext,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks | null,
  ) {}

  @JobHandler(JobName.SendReservationEmail)
  async handle(payload: JobPayload<JobName.SendReservationEmail>, context: JobContext): Promise<void> {
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: payload.reservationId });
    if (!reservation) {
      this.logger.warn(`reservation ${payload.reservationId} no longer exists; no ${payload.email} email`);
      return;
    }
    const { property, addresses, words } = await this.context.load(payload.email, {
      withEntryInstructions: payload.email === 'entry-instructions',
    });
    const doorCode =
      payload.email === 'entry-instructions'
        ? (await shownDoorCode(this.dataSource.manager, reservation.id))?.code
        : undefined;
    const instalments = CANCELLATION_EMAILS.has(payload.email)
      ? await loadInstalments(this.dataSource.manager, reservation.id)
      : undefined;
    const email = reservationEmail(
      payload.email,
      reservation,
      property,
      addresses,
      this.links?.url(reservation.id),
      words,
      {
        doorCode,
        payment: instalments && {
          paid: paidCents(instalments, reservation.totalCents),
          byCard: paidThroughStripe(reservation, instalments),
        },
      },
    );
    const outcome = await this.delivery.deliverOnce(context.jobId, `reservation-${payload.email}`, email);
    this.logger.log(`reservation ${reservation.id} ${payload.email}: ${outcome}`);
  }
}
