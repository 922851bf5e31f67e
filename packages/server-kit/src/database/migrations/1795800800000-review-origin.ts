import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each review records where it was written: the guest's own booking link (the only way in). No default, so any
 * other writer must say so, and the check refuses any other origin.
 */
export class ReviewOrigin1795800800000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE reviews ADD COLUMN written_from text NOT NULL DEFAULT 'guest-booking-link'
        CHECK (written_from = 'guest-booking-link')`);
    await db.query('ALTER TABLE reviews ALTER COLUMN written_from DROP DEFAULT');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE reviews DROP COLUMN written_from');
  }
}
