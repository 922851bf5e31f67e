import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scheduled emails of a stay (hold reminder, entry instructions, thank-you), one row per reservation and kind:
 * the scan that queues one inserts its row in the same transaction, so scans in several workers, or after a
 * restart, queue each email once.
 */
export class StayNotices1763769601750 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stay_notices (
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('hold-reminder', 'entry-instructions', 'thank-you')),
        queued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reservation_id, kind)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stay_notices`);
  }
}
