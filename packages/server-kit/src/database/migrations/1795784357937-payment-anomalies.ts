import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid Stripe object that confirmed nothing because it was not the payment we asked for: an id we never created
 * for the reservation its metadata names, or an amount or currency other than what we charged. Kept for the host
 * and the operator to look into; the stay stays as it was.
 */
export class PaymentAnomalies1795784357937 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_anomalies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        stripe_event_id text NOT NULL,
        event_type text NOT NULL,
        object_id text NOT NULL,
        reservation_id uuid REFERENCES reservations(id) ON DELETE SET NULL,
        reason text NOT NULL,
        amount_cents bigint,
        currency text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment_anomalies');
  }
}
