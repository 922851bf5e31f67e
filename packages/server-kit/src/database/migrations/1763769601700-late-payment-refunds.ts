import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Stripe refund of a payment that came after its stay's nights were given to someone else. */
export class LatePaymentRefunds1763769601700 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reservations ADD COLUMN stripe_refund_id text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reservations DROP COLUMN stripe_refund_id`);
  }
}
