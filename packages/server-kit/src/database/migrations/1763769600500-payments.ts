import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Stripe webhook events seen: an event id is acted on once, however often Stripe delivers it. */
export class Payments1763769600500 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX reservations_stripe_invoice_idx ON reservations (stripe_invoice_id) WHERE stripe_invoice_id IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX reservations_stripe_payment_intent_idx ON reservations (stripe_payment_intent_id) WHERE stripe_payment_intent_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX reservations_stripe_payment_intent_idx');
    await db.query('DROP INDEX reservations_stripe_invoice_idx');
    await db.query('DROP TABLE stripe_events');
  }
}
