import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The worker's stay-email scan inserts into stay_notices every few minutes, nearly always nothing (ON CONFLICT DO
 * NOTHING). A statement trigger announced each such scan as a change and every API dropped its cached pages; a row
 * trigger announces only rows that were written (Postgres sends one notice per transaction for the same payload).
 */
export class StayNoticeRowNotices1795800812100 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER stay_notices_changed ON stay_notices');
    await db.query(
      'CREATE TRIGGER stay_notices_changed AFTER INSERT OR UPDATE OR DELETE ON stay_notices FOR EACH ROW EXECUTE FUNCTION notify_table_changed()',
    );
    // TRUNCATE has no rows to fire for: it keeps a statement trigger.
    await db.query(
      'CREATE TRIGGER stay_notices_truncated AFTER TRUNCATE ON stay_notices FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER stay_notices_truncated ON stay_notices');
    await db.query('DROP TRIGGER stay_notices_changed ON stay_notices');
    await db.query(
      'CREATE TRIGGER stay_notices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stay_notices FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
    );
  }
}
