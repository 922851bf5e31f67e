import type { MigrationInterface, QueryRunner } from 'typeorm';

const NOTICE_KINDS = (extra: string[]) =>
  ['hold-reminder', 'entry-instructions', 'thank-you', ...extra].map((kind) => `'${kind}'`).join(', ');

/**
 * Who is coming and when, as the guest tells it before arrival (one row per stay, replaced when they change it), and
 * the two requests for it among a stay's scheduled emails: two weeks before arrival and three days before, each sent
 * only while nothing was given.
 */
export class ArrivalDetails1795800200000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE arrival_details (
        reservation_id uuid PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
        adults text[] NOT NULL CHECK (cardinality(adults) >= 1),
        children text[] NOT NULL DEFAULT '{}',
        arrival_time time NOT NULL,
        cars text[] NOT NULL DEFAULT '{}' CHECK (cardinality(cars) <= 4),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('ALTER TABLE stay_notices DROP CONSTRAINT stay_notices_kind_check');
    await db.query(
      `ALTER TABLE stay_notices ADD CONSTRAINT stay_notices_kind_check CHECK (kind IN (${NOTICE_KINDS([
        'arrival-details-request',
        'arrival-details-reminder',
      ])}))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM stay_notices WHERE kind IN ('arrival-details-request', 'arrival-details-reminder')`);
    await db.query('ALTER TABLE stay_notices DROP CONSTRAINT stay_notices_kind_check');
    await db.query(
      `ALTER TABLE stay_notices ADD CONSTRAINT stay_notices_kind_check CHECK (kind IN (${NOTICE_KINDS([])}))`,
    );
    await db.query('DROP TABLE arrival_details');
  }
}
