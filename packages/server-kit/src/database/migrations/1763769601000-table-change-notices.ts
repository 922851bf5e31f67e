import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The one channel on which a change to any table the API caches reads of is announced; the payload names the table. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** Every table a cached read is computed from, and the change that announces it (the whole row unless columns are named). */
const WATCHED = [
  // Reservations change on every payment step; only these columns move what availability shows.
  {
    table: 'reservations',
    change: 'INSERT OR DELETE OR UPDATE OF status, check_in, check_out, hold_expires_at OR TRUNCATE',
  },
  { table: 'calendar_blocks', change: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
  { table: 'calendar_feeds', change: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
  { table: 'properties', change: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
  { table: 'photo_manifest', change: 'INSERT OR UPDATE OR DELETE OR TRUNCATE' },
];
const AVAILABILITY_TABLES = ['reservations', 'calendar_blocks', 'calendar_feeds'];

/** A trigger function that announces the changed table's name on a channel. */
const notifyFunction = (name: string, channel: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('${channel}', TG_TABLE_NAME);
    RETURN NULL;
  END $$`;

/**
 * One notice mechanism for every cache in the API: the availability triggers move onto a channel that names the
 * changed table, and the property and photo manifest (what GET /api/property, /api/photo-manifest and the prices
 * are read from) get the same triggers. NOTIFY is delivered at commit, from whichever process wrote (the API, the
 * worker's image refresh, a psql session), so a cache listening on the channel never misses a write.
 */
export class TableChangeNotices1763769601000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(notifyFunction('notify_table_changed', TABLE_CHANGED_CHANNEL));
    for (const table of AVAILABILITY_TABLES) await db.query(`DROP TRIGGER ${table}_availability_changed ON ${table}`);
    await db.query('DROP FUNCTION notify_availability_changed()');
    for (const { table, change } of WATCHED) {
      await db.query(
        `CREATE TRIGGER ${table}_changed AFTER ${change} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) await db.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await db.query('DROP FUNCTION notify_table_changed()');
    await db.query(notifyFunction('notify_availability_changed', 'availability_changed'));
    for (const { table, change } of WATCHED.filter(({ table }) => AVAILABILITY_TABLES.includes(table))) {
      await db.query(
        `CREATE TRIGGER ${table}_availability_changed AFTER ${change} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_availability_changed()`,
      );
    }
  }
}
