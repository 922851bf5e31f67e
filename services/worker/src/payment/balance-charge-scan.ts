import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { JobName, dateInPropertyZone, defaultPaymentSchedule, paymentScheduleSchema } from '@lakehouse/contracts';
import { PRICING_RULES_ID, writeOutboxEntry } from '@lakehouse/server-kit';
import { STAY_EMAIL_SCAN_INTERVAL } from '../reservations/stay-email-scan.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { scheduleScan } from '../scheduled-scan.js';

/**
 * The next try of each balance due on the house's date $2 ($1 now) of a confirmed stay: the first on its due date,
 * then, while declined, one a day (a day after the last try) up to $3 more; never while a try is unfinished, once
 * the host decided, or once paid. The try's row carries the idempotency key of its one Stripe charge.
 */
const DUE_TRIES = `
  INSERT INTO instalment_charges (instalment_id, attempt, idempotency_key, queued_at)
  SELECT i.id, tries.count + 1, 'balance-' || i.id::text || '-' || (tries.count + 1)::text, $1::timestamptz
    FROM stay_instalments i
    JOIN reservations r ON r.id = i.reservation_id
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS count, max(queued_at) AS last, count(*) FILTER (WHERE outcome IS NULL)::int AS open
        FROM instalment_charges c WHERE c.instalment_id = i.id) tries
   WHERE i.kind = 'balance' AND i.status <> 'paid' AND r.status = 'confirmed' AND i.due_date <= $2::date
     AND i.host_decision IS NULL AND tries.open = 0
     AND (tries.count = 0
          OR (i.status = 'declined' AND tries.count <= $3 AND tries.last <= $1::timestamptz - interval '1 day'))
  ON CONFLICT DO NOTHING
  RETURNING instalment_id AS "instalmentId", attempt`;

/** Balances declined on every try: the host is asked, once, to cancel the stay or keep waiting. */
const HOST_DECISIONS_DUE = `
  UPDATE stay_instalments i SET host_asked_at = $1
    FROM reservations r
   WHERE r.id = i.reservation_id AND r.status = 'confirmed' AND i.kind = 'balance' AND i.status = 'declined'
     AND i.host_asked_at IS NULL AND i.host_decision IS NULL
     AND (SELECT count(*) FROM instalment_charges c WHERE c.instalment_id = i.id AND c.outcome = 'declined') > $2
  RETURNING i.reservation_id AS "reservationId"`;

/**
 * Charges the stays' balances when due, retries a declined one daily for the host's retry days, then asks the host
 * to decide. Every process hosting the processors scans; a try's row is inserted in the transaction that queues its
 * job, so concurrent scans, retries and restarts queue each try once, and a try due while Redis is down waits in
 * the outbox. Without Stripe (manual payments) nothing is charged: the host marks the balance received.
 */
@Injectable()
export class BalanceChargeScan implements OnApplicationBootstrap {
  private readonly logger = new Logger(BalanceChargeScan.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly schedules?: SchedulerRegistry,
    @Inject(STAY_EMAIL_SCAN_INTERVAL) private readonly intervalMs?: number,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.schedules || !this.intervalMs) return;
    scheduleScan(this.schedules, {
      name: BalanceChargeScan.name,
      intervalMs: this.intervalMs,
      scan: () => this.scan(),
      logger: this.logger,
      failure: 'the balances due were not scanned',
    });
  }

  /** Returns how many charges and host questions this scan queued. */
  async scan(now: Date = new Date()): Promise<number> {
    if (!this.stripe) return 0;
    const queued = await this.dataSource.transaction(async (manager) => {
      const retryDays = await declinedRetryDays(manager);
      const tries = await manager.query<{ instalmentId: string; attempt: number }[]>(DUE_TRIES, [
        now,
        dateInPropertyZone(now),
        retryDays,
      ]);
      for (const { instalmentId, attempt } of tries) {
        await writeOutboxEntry(manager, JobName.ChargeBalance, { instalmentId, attempt });
      }
      const asked = await manager.query<[{ reservationId: string }[], number]>(HOST_DECISIONS_DUE, [now, retryDays]);
      for (const { reservationId } of asked[0]) {
        await writeOutboxEntry(manager, JobName.SendReservationEmail, {
          reservationId,
          email: 'host-balance-decision',
        });
      }
      return tries.length + asked[0].length;
    });
    if (queued > 0) this.logger.log(`${queued} balance charge(s) and host question(s) queued`);
    return queued;
  }
}

/** The host's retry days, from the pricing rules (the default for rules saved before the schedule). */
async function declinedRetryDays(manager: EntityManager): Promise<number> {
  const [row] = await manager.query<{ schedule: unknown }[]>(
    `SELECT rules -> 'paymentSchedule' AS schedule FROM pricing_rules WHERE id = $1`,
    [PRICING_RULES_ID],
  );
  const parsed = paymentScheduleSchema.safeParse(row?.schedule);
  return (parsed.success ? parsed.data : defaultPaymentSchedule).declinedRetryDays;
}
