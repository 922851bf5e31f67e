import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The card a stay's first payment saved with Stripe (a PaymentMethod of the stay's customer): what the balance is
 * charged to off session and what the damage hold authorizes, without asking the guest again.
 */
export class SavedCard1795800300000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE reservations ADD COLUMN stripe_payment_method_id text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE reservations DROP COLUMN stripe_payment_method_id');
  }
}
