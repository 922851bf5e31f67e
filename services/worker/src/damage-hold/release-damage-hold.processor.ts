import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, damageHoldById, damageHoldsOf } from '@lakehouse/server-kit';
import { STRIPE_CLIENT } from '../payment/stripe-client.js';
import { DamageHoldMail } from './damage-hold-mail.js';

/**
 * Cancels an authorization the scan released (after check-out, at once for a cancelled stay) or a renewal
 * replaced. The guest is told once, when the last one of the stay goes back to the card; one a card network
 * already dropped counts as released.
 */
@Injectable()
export class ReleaseDamageHoldProcessor {
  private readonly logger = new Logger(ReleaseDamageHoldProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: DamageHoldMail,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.ReleaseDamageHold)
  async handle({ holdId }: JobPayload<JobName.ReleaseDamageHold>): Promise<void> {
    const hold = await damageHoldById(this.dataSource.manager, holdId);
    if (!hold || !this.stripe) return;
    if (hold.status === 'placed') {
      try {
        await this.stripe.paymentIntents.cancel(
          hold.paymentIntentId!,
          {},
          { idempotencyKey: `damage-hold-release-${holdId}` },
        );
      } catch (error) {
        const intent = await this.stripe.paymentIntents.retrieve(hold.paymentIntentId!);
        // Already cancelled (a card network dropped it): nothing is held any more, which is what a release wants.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || intent.status !== 'canceled') throw error;
      }
      await this.dataSource.query(
        `UPDATE damage_holds SET status = 'released', released_at = now() WHERE id = $1 AND status = 'placed'`,
        [holdId],
      );
      this.logger.log(`reservation ${hold.reservationId}: damage hold ${holdId} released`);
    } else if (hold.status !== 'released') {
      return;
    }
    const holds = await damageHoldsOf(this.dataSource.manager, [hold.reservationId]);
    const stillHeld = holds.some((other) => other.status === 'placed' || other.status === 'placing');
    if (!stillHeld) await this.mail.send('damage-hold-released', hold, `damage-hold-released-${hold.reservationId}`);
  }
}
