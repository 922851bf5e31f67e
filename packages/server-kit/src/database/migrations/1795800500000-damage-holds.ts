import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The damage deposit as card authorizations: one row per authorization of a stay (`sequence` 1, then one per
 * renewal or replacement). A row is written, with the idempotency key of its attempt, before Stripe is asked, so a
 * worker stopped mid-call retries with the same key and Stripe answers with the first authorization.
 */
export class DamageHolds1795800500000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE damage_holds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        sequence integer NOT NULL CHECK (sequence >= 1),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL DEFAULT 'placing'
          CHECK (status IN ('placing', 'placed', 'failed', 'released', 'claimed', 'lapsed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        idempotency_key text,
        payment_intent_id text UNIQUE,
        last_error text,
        next_attempt_at timestamptz,
        requested_at timestamptz NOT NULL,
        placed_at timestamptz,
        lapses_at timestamptz,
        checked_at timestamptz,
        release_requested_at timestamptz,
        released_at timestamptz,
        claimed_cents integer CHECK (claimed_cents > 0 AND claimed_cents <= amount_cents),
        claim_reason text,
        claim_requested_at timestamptz,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (reservation_id, sequence),
        CHECK ((claimed_cents IS NULL) = (claim_reason IS NULL)),
        CHECK (status <> 'placed' OR (payment_intent_id IS NOT NULL AND placed_at IS NOT NULL AND lapses_at IS NOT NULL))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE damage_holds');
  }
}
