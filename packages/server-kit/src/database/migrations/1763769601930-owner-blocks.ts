import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The host's own blocks (owner stays, maintenance), apart from the feeds' blocks, which a sync replaces per
 * source. The table-change trigger drops the API's availability cache on every add or removal.
 */
export class OwnerBlocks1763769601930 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE owner_blocks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT owner_blocks_check CHECK (ends_on > starts_on),
        CONSTRAINT owner_blocks_kind_check CHECK (kind IN ('owner_stay', 'maintenance'))
      )`);
    await db.query(
      `CREATE INDEX owner_blocks_span_idx ON owner_blocks USING gist (daterange(starts_on, ends_on, '[)'))`,
    );
    await db.query(
      `CREATE TRIGGER owner_blocks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON owner_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE owner_blocks');
  }
}
