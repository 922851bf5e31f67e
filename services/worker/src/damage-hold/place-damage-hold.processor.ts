import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { AUTHORIZATION_LASTS_MS, JobName, type JobPayload, RETRY_FAILED_AFTER_MS } from '@lakehouse/contracts';
import {
  type DamageHoldRow,
  JobHandler,
  ReservationEntity,
  damageHoldById,
  damageHoldsOf,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { STRIPE_CLIENT } from '../payment/stripe-client.js';
import { DamageHoldMail } from './damage-hold-mail.js';

interface Attempt {
  hold: DamageHoldRow;
  reservation: ReservationEntity;
  key: string;
}

/**
 * Authorizes a stay's damage deposit on its saved card, off session, for manual capture. The attempt and its
 * idempotency key are committed before Stripe is called, so a job retried after a lost answer (or a worker stopped
 * mid-call) sends the same key and Stripe answers with the same authorization. A declined card marks the hold
 * failed (the next attempt gets a new key, as Stripe keeps a declined key's answer), tells the guest and the host
 * once per stay, and the scan tries again a day later. A renewal that succeeds releases the authorization it replaces.
 */
@Injectable()
export class PlaceDamageHoldProcessor {
  private readonly logger = new Logger(PlaceDamageHoldProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: DamageHoldMail,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
  ) {}

  @JobHandler(JobName.PlaceDamageHold)
  async handle({ holdId }: JobPayload<JobName.PlaceDamageHold>): Promise<void> {
    if (!this.stripe) {
      this.logger.log(`damage hold ${holdId}: payments are manual (no STRIPE_SECRET_KEY); the host handles deposits`);
      return;
    }
    const attempt = await this.recordAttempt(holdId);
    if (attempt === null) return;
    // A run that recorded the decline and stopped before its emails went out: they go now (once each).
    if ('failed' in attempt) return this.tellOfFailure(attempt.failed);
    const { hold, reservation, key } = attempt;
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: hold.amountCents,
          currency: 'usd',
          customer: reservation.stripeCustomerId!,
          payment_method: reservation.stripePaymentMethodId!,
          capture_method: 'manual',
          off_session: true,
          confirm: true,
          description: `Damage deposit, stay ${reservation.checkIn} to ${reservation.checkOut}`,
          metadata: { reservationId: reservation.id, damageHoldId: hold.id },
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return this.declined(hold, error.message);
      throw error;
    }
    if (intent.status !== 'requires_capture') return this.declined(hold, `the card asked for ${intent.status}`);
    await this.placed(hold, intent.id);
  }

  /** The attempt to make, recorded with its key; the hold when it failed; none when it is past placing. */
  private async recordAttempt(holdId: string): Promise<Attempt | { failed: DamageHoldRow } | null> {
    return this.dataSource.transaction(async (manager) => {
      const hold = await damageHoldById(manager, holdId, true);
      if (hold?.status === 'failed' && hold.nextAttemptAt) return { failed: hold };
      if (hold?.status !== 'placing') {
        this.logger.log(`damage hold ${holdId} is ${hold?.status ?? 'gone'}; nothing to place`);
        return null;
      }
      const reservation = await manager.findOneByOrFail(ReservationEntity, { id: hold.reservationId });
      if (reservation.status !== 'confirmed' || !reservation.stripePaymentMethodId || !reservation.stripeCustomerId) {
        await manager.query(
          `UPDATE damage_holds SET status = 'failed', last_error = $2, next_attempt_at = NULL WHERE id = $1`,
          [
            holdId,
            `the stay is ${reservation.status}${reservation.stripePaymentMethodId ? '' : ' without a saved card'}`,
          ],
        );
        return null;
      }
      if (hold.idempotencyKey) return { hold, reservation, key: hold.idempotencyKey };
      const attempts = hold.attempts + 1;
      const key = `damage-hold-${holdId}-${attempts}`;
      await manager.query(`UPDATE damage_holds SET attempts = $2, idempotency_key = $3 WHERE id = $1`, [
        holdId,
        attempts,
        key,
      ]);
      return { hold: { ...hold, attempts, idempotencyKey: key }, reservation, key };
    });
  }

  private async placed(hold: DamageHoldRow, paymentIntentId: string): Promise<void> {
    // Counted from when the scan asked for it: the real authorization is a little later, so it lapses after this.
    const lapsesAt = new Date(hold.requestedAt.getTime() + AUTHORIZATION_LASTS_MS);
    const replaced = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE damage_holds SET status = 'placed', payment_intent_id = $2, placed_at = requested_at, lapses_at = $3,
                last_error = NULL
          WHERE id = $1 AND status = 'placing'`,
        [hold.id, paymentIntentId, lapsesAt],
      );
      // The authorizations this one renews or replaces go back to the card (a claimed one stays).
      const older = (await damageHoldsOf(manager, [hold.reservationId])).filter(
        (other) =>
          other.sequence < hold.sequence &&
          other.status === 'placed' &&
          other.releaseRequestedAt === null &&
          other.claimRequestedAt === null,
      );
      for (const other of older) {
        await manager.query(`UPDATE damage_holds SET release_requested_at = $2 WHERE id = $1`, [
          other.id,
          hold.requestedAt,
        ]);
        await writeOutboxEntry(manager, JobName.ReleaseDamageHold, { holdId: other.id });
      }
      return older.length;
    });
    this.logger.log(
      `reservation ${hold.reservationId}: damage hold ${hold.id} placed (${paymentIntentId}, ${hold.amountCents} cents)` +
        (replaced ? `, replacing ${replaced} older` : ''),
    );
  }

  private async declined(hold: DamageHoldRow, reason: string): Promise<void> {
    const [rows] = await this.dataSource.query<[DamageHoldRow[], number]>(
      `UPDATE damage_holds SET status = 'failed', last_error = $2, next_attempt_at = $3, idempotency_key = NULL
        WHERE id = $1 AND status = 'placing' RETURNING id`,
      [hold.id, reason, new Date(hold.requestedAt.getTime() + RETRY_FAILED_AFTER_MS)],
    );
    this.logger.warn(`reservation ${hold.reservationId}: damage hold ${hold.id} declined (${reason})`);
    if (rows.length > 0) await this.tellOfFailure({ ...hold, lastError: reason });
  }

  /** Once per stay, however many attempts fail: the first email says the site tries again each day. */
  private async tellOfFailure(hold: DamageHoldRow): Promise<void> {
    await this.mail.send('damage-hold-failed', hold, `damage-hold-failed-${hold.reservationId}`);
    await this.mail.send('host-damage-hold-failed', hold, `host-damage-hold-failed-${hold.reservationId}`);
  }
}
