import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The photo manifest: a single row (id 1) holding the hero, the curated order and the excluded photos. */
export class PhotoManifest1763769600200 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE photo_manifest (
        id integer PRIMARY KEY CHECK (id = 1),
        hero text,
        curated jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(curated) = 'array'),
        excluded jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(excluded) = 'array'),
        version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO photo_manifest (id, hero, curated, excluded, version) VALUES (1, NULL, '[]', '[]', 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE photo_manifest');
  }
}
