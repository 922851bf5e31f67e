import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stay's payments, fixed when it is held: in full, or a deposit at booking and the balance on a date before
 * check-in (the house's date), in cents adding up to the stay's total. A balance is charged to the saved card: each
 * try is recorded with its Stripe idempotency key before Stripe is called, so a retried job replays the same charge.
 * A declined balance gets its own hosted invoice (`pay_invoice_id`) the guest can pay; after the retry days the
 * host is asked to decide (`host_asked_at`, then `host_decision`).
 */
export class PaymentSchedule1795800400000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stay_instalments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('full', 'deposit', 'balance')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        due_date date NOT NULL,
        status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid', 'declined')),
        paid_at timestamptz,
        paid_by text,
        stripe_invoice_id text,
        stripe_payment_intent_id text,
        pay_invoice_id text,
        pay_invoice_url text,
        host_asked_at timestamptz,
        host_decision text CHECK (host_decision IN ('keep-waiting')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (reservation_id, kind),
        CHECK (status <> 'paid' OR (paid_at IS NOT NULL AND paid_by IS NOT NULL))
      )`);
    await db.query(
      `CREATE INDEX stay_instalments_open_balances_idx ON stay_instalments (due_date) WHERE kind = 'balance' AND status <> 'paid'`,
    );
    await db.query(
      `CREATE INDEX stay_instalments_pay_invoice_idx ON stay_instalments (pay_invoice_id) WHERE pay_invoice_id IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE instalment_charges (
        instalment_id uuid NOT NULL REFERENCES stay_instalments (id) ON DELETE CASCADE,
        attempt integer NOT NULL CHECK (attempt >= 1),
        idempotency_key text NOT NULL UNIQUE,
        queued_at timestamptz NOT NULL,
        outcome text CHECK (outcome IN ('succeeded', 'declined', 'skipped')),
        payment_intent_id text,
        decline_message text,
        finished_at timestamptz,
        PRIMARY KEY (instalment_id, attempt)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE instalment_charges');
    await db.query('DROP TABLE stay_instalments');
  }
}
