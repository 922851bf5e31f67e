import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { JobName, dateInPropertyZone } from '@lakehouse/contracts';
import { damageHoldsOf, loadDamageHoldSettings, loadPropertySettings, writeOutboxEntry } from '@lakehouse/server-kit';
import { STRIPE_CLIENT } from '../payment/stripe-client.js';
import { STAY_EMAIL_SCAN_INTERVAL } from '../reservations/stay-email-scan.js';
import { type HoldAction, type HoldStay, damageHoldPlan } from './damage-hold-plan.js';
import { scheduleScan } from '../scheduled-scan.js';

/** Stays whose hold may need something: confirmed ones not long over with a saved card, and any still holding one. */
const STAYS = `
  SELECT id, status, to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
         (stripe_payment_method_id IS NOT NULL AND stripe_customer_id IS NOT NULL) AS "hasCard"
    FROM reservations r
   WHERE (status = 'confirmed' AND stripe_payment_method_id IS NOT NULL AND check_out >= $1::date - 32)
      OR EXISTS (SELECT 1 FROM damage_holds h WHERE h.reservation_id = r.id AND h.status = 'placed'
                   AND h.release_requested_at IS NULL)`;

/**
 * Places, renews, checks and releases the stays' damage holds (see damageHoldPlan). Each action is a row change made
 * only if the row is still as the plan saw it (or a new row, ON CONFLICT DO NOTHING), in the transaction that queues
 * its job, so concurrent scans, retries and restarts queue each once. Without Stripe it does nothing: the host
 * handles deposits. Runs with the stay emails' interval.
 */
@Injectable()
export class DamageHoldScan implements OnApplicationBootstrap {
  private readonly logger = new Logger(DamageHoldScan.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly schedules?: SchedulerRegistry,
    @Inject(STAY_EMAIL_SCAN_INTERVAL) private readonly intervalMs?: number,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.stripe || !this.schedules || !this.intervalMs) return;
    scheduleScan(this.schedules, {
      name: DamageHoldScan.name,
      intervalMs: this.intervalMs,
      scan: () => this.scan(),
      logger: this.logger,
      failure: 'the damage holds were not scanned',
    });
  }

  /** Returns how many jobs this scan queued. */
  async scan(now: Date = new Date()): Promise<number> {
    if (!this.stripe) return 0;
    const queued = await this.dataSource.transaction(async (manager) => {
      const [{ settings: house }, settings] = await Promise.all([
        loadPropertySettings(manager),
        loadDamageHoldSettings(manager),
      ]);
      const stays = await manager.query<HoldStay[]>(STAYS, [dateInPropertyZone(now)]);
      const holds = await damageHoldsOf(
        manager,
        stays.map((stay) => stay.id),
      );
      let count = 0;
      for (const stay of stays) {
        const own = holds.filter((hold) => hold.reservationId === stay.id);
        for (const action of damageHoldPlan(stay, own, settings, house, now)) {
          if (await this.apply(manager, stay.id, action, settings.amount * 100, now)) count += 1;
        }
      }
      return count;
    });
    if (queued > 0) this.logger.log(`${queued} damage hold job(s) queued`);
    return queued;
  }

  /** Makes one action's change if it still applies, and queues its job; returns whether it did. */
  private async apply(
    manager: EntityManager,
    reservationId: string,
    action: HoldAction,
    amountCents: number,
    now: Date,
  ): Promise<boolean> {
    const [sql, params, job] = ((): [string, unknown[], JobName] => {
      switch (action.kind) {
        case 'place':
          return [
            `INSERT INTO damage_holds (reservation_id, sequence, amount_cents, requested_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING RETURNING id`,
            [reservationId, action.sequence, amountCents, now],
            JobName.PlaceDamageHold,
          ];
        case 'retry':
          return [
            `UPDATE damage_holds SET status = 'placing', requested_at = $2, next_attempt_at = NULL
              WHERE id = $1 AND status = 'failed' RETURNING id`,
            [action.holdId, now],
            JobName.PlaceDamageHold,
          ];
        case 'check':
          return [
            `UPDATE damage_holds SET checked_at = $2
              WHERE id = $1 AND status = 'placed' AND COALESCE(checked_at, placed_at) <= $2::timestamptz - interval '1 day'
              RETURNING id`,
            [action.holdId, now],
            JobName.CheckDamageHold,
          ];
        case 'release':
          return [
            `UPDATE damage_holds SET release_requested_at = $2
              WHERE id = $1 AND status = 'placed' AND release_requested_at IS NULL AND claim_requested_at IS NULL
              RETURNING id`,
            [action.holdId, now],
            JobName.ReleaseDamageHold,
          ];
      }
    })();
    // Through a CTE, so an UPDATE's answer is its rows as an INSERT's is.
    const rows = await manager.query<{ id: string }[]>(`WITH changed AS (${sql}) SELECT id FROM changed`, params);
    const holdId = rows[0]?.id;
    if (!holdId) return false;
    await writeOutboxEntry(manager, job, { holdId });
    return true;
  }
}
