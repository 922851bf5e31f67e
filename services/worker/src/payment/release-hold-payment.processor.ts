import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, ReservationEntity } from '@lakehouse/server-kit';
import { releaseHoldPayment } from './release-hold-payment.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** After a hold expired or was cancelled: its invoice and PaymentIntent can no longer be paid. */
@Injectable()
export class ReleaseHoldPaymentProcessor {
  private readonly logger = new Logger(ReleaseHoldPaymentProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.ReleaseHoldPayment)
  async handle({ reservationId }: JobPayload<JobName.ReleaseHoldPayment>): Promise<void> {
    if (!this.stripe) return;
    const reservation = await this.dataSource.getRepository(ReservationEntity).findOneBy({ id: reservationId });
    if (!reservation) return;
    // A late payment may have confirmed the stay again before this ran: then its payment stands.
    if (reservation.status === 'held' || reservation.status === 'confirmed') {
      this.logger.log(`reservation ${reservationId} is ${reservation.status} again; its payment stays open`);
      return;
    }
    const done = await releaseHoldPayment(this.stripe, reservation);
    this.logger.log(
      `reservation ${reservationId} (${reservation.status}): ${done.join(', ') || 'no Stripe payment to release'}`,
    );
  }
}
