import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel on which every change to what GET /api/availability shows is announced. */
const AVAILABILITY_CHANGED_CHANNEL = 'availability_changed';

/**
 * Announces (NOTIFY, delivered at commit) every change to the rows availability is computed from: reservations
 * (created, cancelled, expired, confirmed, dates moved) and the calendar feed's blocks and sync status. A trigger
 * catches every writer, in the API, the worker or a psql session alike, so the API's availability cache can
 * never miss one.
 */
export class AvailabilityChangeNotices1763769600900 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${AVAILABILITY_CHANGED_CHANNEL}', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER reservations_availability_changed
        AFTER INSERT OR DELETE OR UPDATE OF status, check_in, check_out, hold_expires_at OR TRUNCATE ON reservations
        FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed()`);
    for (const table of ['calendar_blocks', 'calendar_feeds']) {
      await db.query(`
        CREATE TRIGGER ${table}_availability_changed
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['reservations', 'calendar_blocks', 'calendar_feeds']) {
      await db.query(`DROP TRIGGER ${table}_availability_changed ON ${table}`);
    }
    await db.query('DROP FUNCTION notify_availability_changed()');
  }
}
