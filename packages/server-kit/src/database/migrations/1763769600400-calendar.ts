import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Calendar1763769600400 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE calendar_feeds (
        source text PRIMARY KEY,
        url text NOT NULL,
        last_attempt_at timestamptz,
        last_success_at timestamptz,
        last_error text,
        last_error_at timestamptz,
        events_count integer NOT NULL DEFAULT 0
      )`);
    // Feed blocks may overlap each other (and a booking): no exclusion constraint here, by design.
    await db.query(`
      CREATE TABLE calendar_blocks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL,
        uid text NOT NULL,
        title text NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        CHECK (ends_on > starts_on),
        UNIQUE (source, uid, starts_on)
      )`);
    await db.query(
      `CREATE INDEX calendar_blocks_span_idx ON calendar_blocks USING gist (daterange(starts_on, ends_on, '[)'))`,
    );
    await db.query(`
      CREATE TABLE calendar_conflicts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL,
        uid text NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        title text NOT NULL,
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        detected_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    // One open flag per block occurrence and booking; a resolved one may come back as a new row.
    await db.query(
      `CREATE UNIQUE INDEX calendar_conflicts_open_idx ON calendar_conflicts (source, uid, starts_on, reservation_id) WHERE resolved_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE calendar_conflicts');
    await db.query('DROP TABLE calendar_blocks');
    await db.query('DROP TABLE calendar_feeds');
  }
}
