import type { EntityManager } from 'typeorm';
import { type DamageHoldSettings, JobName, storedDamageHoldSchema } from '@lakehouse/contracts';
import { PRICING_RULES_ID } from '../database/entities/pricing-rules.entity.js';
import { writeOutboxEntry } from '../outbox/write-outbox-entry.js';

export type DamageHoldRowStatus = 'placing' | 'placed' | 'failed' | 'released' | 'claimed' | 'lapsed';

/** One card authorization of a stay's damage deposit, as `damage_holds` keeps it. */
export interface DamageHoldRow {
  id: string;
  reservationId: string;
  /** 1 for the first authorization, then one more per renewal or replacement. */
  sequence: number;
  amountCents: number;
  status: DamageHoldRowStatus;
  attempts: number;
  /** The key of the attempt in flight (or last made); null once an attempt was declined, so the next gets a new one. */
  idempotencyKey: string | null;
  paymentIntentId: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  /** When the scan asked for it (on its clock): the lapse is counted from here, on the safe side. */
  requestedAt: Date;
  placedAt: Date | null;
  lapsesAt: Date | null;
  checkedAt: Date | null;
  releaseRequestedAt: Date | null;
  releasedAt: Date | null;
  claimedCents: number | null;
  claimReason: string | null;
  claimRequestedAt: Date | null;
  claimedAt: Date | null;
}

const COLUMNS = `id, reservation_id AS "reservationId", sequence, amount_cents AS "amountCents", status, attempts,
  idempotency_key AS "idempotencyKey", payment_intent_id AS "paymentIntentId", last_error AS "lastError",
  next_attempt_at AS "nextAttemptAt", requested_at AS "requestedAt", placed_at AS "placedAt", lapses_at AS "lapsesAt",
  checked_at AS "checkedAt", release_requested_at AS "releaseRequestedAt", released_at AS "releasedAt",
  claimed_cents AS "claimedCents", claim_reason AS "claimReason", claim_requested_at AS "claimRequestedAt",
  claimed_at AS "claimedAt"`;

/** The authorizations of some stays, oldest first within each. */
export const damageHoldsOf = (manager: EntityManager, reservationIds: string[]): Promise<DamageHoldRow[]> =>
  manager.query<DamageHoldRow[]>(
    `SELECT ${COLUMNS} FROM damage_holds WHERE reservation_id = ANY($1::uuid[]) ORDER BY reservation_id, sequence`,
    [reservationIds],
  );

/** One authorization; `lock` takes it FOR UPDATE. */
export async function damageHoldById(manager: EntityManager, id: string, lock = false): Promise<DamageHoldRow | null> {
  const rows = await manager.query<DamageHoldRow[]>(
    `SELECT ${COLUMNS} FROM damage_holds WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The hold a stay's pages show: what was claimed, else the authorization standing now, else the latest try.
 * A renewal that failed while an older authorization still stands shows the standing one.
 */
export function shownDamageHold(holds: DamageHoldRow[]): DamageHoldRow | undefined {
  return (
    holds.find((hold) => hold.claimRequestedAt !== null) ??
    holds.findLast((hold) => hold.status === 'placed') ??
    holds.at(-1)
  );
}

/** The host's damage-deposit settings, from the pricing rules (the defaults for rules saved before them). */
export async function loadDamageHoldSettings(manager: EntityManager): Promise<DamageHoldSettings> {
  const rows = await manager.query<{ damageHold: unknown }[]>(
    `SELECT rules -> 'damageHold' AS "damageHold" FROM pricing_rules WHERE id = $1`,
    [PRICING_RULES_ID],
  );
  return storedDamageHoldSchema.parse(rows[0]?.damageHold ?? undefined);
}

/**
 * A cancelled stay's standing authorizations go back to the card at once: each is marked and its release job
 * written in the cancelling transaction (one the host claimed from stays to be captured).
 */
export async function releaseDamageHoldsNow(manager: EntityManager, reservationId: string): Promise<void> {
  const rows = await manager.query<{ id: string }[]>(
    `WITH released AS (
       UPDATE damage_holds SET release_requested_at = now()
        WHERE reservation_id = $1 AND status = 'placed' AND release_requested_at IS NULL AND claim_requested_at IS NULL
        RETURNING id)
     SELECT id FROM released`,
    [reservationId],
  );
  for (const { id } of rows) await writeOutboxEntry(manager, JobName.ReleaseDamageHold, { holdId: id });
}
