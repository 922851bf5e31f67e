import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, damageHoldById } from '@lakehouse/server-kit';
import { STRIPE_CLIENT } from '../payment/stripe-client.js';

/**
 * Asks Stripe whether a standing authorization still holds: a card network may drop one before the 7 days we count.
 * One it dropped is marked lapsed, and the next scan places a new one while the stay still needs it.
 */
@Injectable()
export class CheckDamageHoldProcessor {
  private readonly logger = new Logger(CheckDamageHoldProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.CheckDamageHold)
  async handle({ holdId }: JobPayload<JobName.CheckDamageHold>): Promise<void> {
    const hold = await damageHoldById(this.dataSource.manager, holdId);
    if (!this.stripe || hold?.status !== 'placed') return;
    const intent = await this.stripe.paymentIntents.retrieve(hold.paymentIntentId!);
    if (intent.status === 'requires_capture') return;
    await this.dataSource.query(
      `UPDATE damage_holds SET status = 'lapsed', last_error = $2 WHERE id = $1 AND status = 'placed'`,
      [holdId, `the card's authorization ended early (Stripe: ${intent.status})`],
    );
    this.logger.warn(`reservation ${hold.reservationId}: damage hold ${holdId} lapsed early (${intent.status})`);
  }
}
