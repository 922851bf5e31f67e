import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reservations1763769600300 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reservations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL CHECK (status IN ('inquiry', 'held', 'confirmed', 'expired', 'cancelled')),
        check_in date NOT NULL,
        check_out date NOT NULL,
        -- Half-open [check-in, check-out): the departure day is free, so back-to-back stays fit.
        stay daterange GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED,
        guest_name text NOT NULL,
        guest_email text NOT NULL,
        guest_phone text,
        special_requests text,
        guest_count integer NOT NULL CHECK (guest_count BETWEEN 1 AND 11),
        role text,
        quote jsonb NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        client_total_amount text,
        hold_expires_at timestamptz,
        confirmed_at timestamptz,
        stripe_customer_id text,
        stripe_invoice_id text,
        stripe_payment_intent_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (check_out > check_in),
        CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
        -- No double booking, ever: two held or confirmed stays can never share a night.
        CONSTRAINT reservations_no_overlap EXCLUDE USING gist (stay WITH &&) WHERE (status IN ('held', 'confirmed'))
      )`);
    await db.query(`CREATE INDEX reservations_check_in_idx ON reservations (check_in)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE reservations');
  }
}
