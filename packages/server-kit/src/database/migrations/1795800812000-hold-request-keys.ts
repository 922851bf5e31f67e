import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key the booking form sends with each attempt at a stay: a guest whose answer was lost (a timeout, a dropped
 * connection) and who sends the same form again gets the hold the first attempt made, not a conflict with it.
 */
export class HoldRequestKeys1795800812000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE reservations ADD COLUMN idempotency_key uuid');
    await db.query(
      'CREATE UNIQUE INDEX reservations_idempotency_key_idx ON reservations (idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX reservations_idempotency_key_idx');
    await db.query('ALTER TABLE reservations DROP COLUMN idempotency_key');
  }
}
