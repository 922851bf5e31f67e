import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a guest's own cancellation gives back under the cancellation policy, in cents (null: never cancelled by the guest). */
export class GuestCancellations1763769601760 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reservations ADD COLUMN refund_cents integer CHECK (refund_cents >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reservations DROP COLUMN refund_cents`);
  }
}
