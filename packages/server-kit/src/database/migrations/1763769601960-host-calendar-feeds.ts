import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feeds the host adds in the admin (name and URL) beside the settings' feed; each syncs and fails on its own.
 * `sync_requested_at` is set by 'Sync now' and cleared when that feed's sync ends, so the admin shows progress.
 */
export class HostCalendarFeeds1763769601960 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE calendar_feeds
        ADD COLUMN name text NOT NULL DEFAULT '',
        ADD COLUMN added_by_host boolean NOT NULL DEFAULT false,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN sync_requested_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'ALTER TABLE calendar_feeds DROP COLUMN sync_requested_at, DROP COLUMN created_at, DROP COLUMN added_by_host, DROP COLUMN name',
    );
  }
}
