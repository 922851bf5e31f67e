import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, damageHoldById } from '@lakehouse/server-kit';
import { STRIPE_CLIENT } from '../payment/stripe-client.js';
import { DamageHoldMail } from './damage-hold-mail.js';

/**
 * Captures what the host claimed from a hold (Stripe releases the rest of the authorization to the card), then
 * tells the guest how much and why. One capture per hold: the key is the hold's, so a retried job gets Stripe's
 * first answer. An authorization that ended meanwhile is marked lapsed and nothing is charged.
 */
@Injectable()
export class ClaimDamageHoldProcessor {
  private readonly logger = new Logger(ClaimDamageHoldProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: DamageHoldMail,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.ClaimDamageHold)
  async handle({ holdId }: JobPayload<JobName.ClaimDamageHold>): Promise<void> {
    const hold = await damageHoldById(this.dataSource.manager, holdId);
    if (!hold?.claimedCents || !this.stripe) return;
    if (hold.status === 'placed') {
      try {
        await this.stripe.paymentIntents.capture(
          hold.paymentIntentId!,
          { amount_to_capture: hold.claimedCents },
          { idempotencyKey: `damage-hold-claim-${holdId}` },
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        await this.dataSource.query(
          `UPDATE damage_holds SET status = 'lapsed', last_error = $2 WHERE id = $1 AND status = 'placed'`,
          [holdId, `the claim could not be charged: ${error.message}`],
        );
        this.logger.error(
          `reservation ${hold.reservationId}: claim on damage hold ${holdId} refused: ${error.message}`,
        );
        return;
      }
      await this.dataSource.query(
        `UPDATE damage_holds SET status = 'claimed', claimed_at = now() WHERE id = $1 AND status = 'placed'`,
        [holdId],
      );
      this.logger.log(
        `reservation ${hold.reservationId}: ${hold.claimedCents} cents claimed from damage hold ${holdId}`,
      );
    } else if (hold.status !== 'claimed') {
      return;
    }
    await this.mail.send('damage-hold-claimed', hold, `damage-hold-claimed-${holdId}`);
  }
}
