import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The photo library: one row per photo kept in the photo store (uploaded by the host, or imported once from the
 * photo folder), with the host's caption, alt text and room and the progress of its variants. `content_hash` (of the
 * bytes as uploaded) is unique, so the same photo is never kept twice; `photo_folder_imports` remembers each folder
 * file imported, so a photo the host deletes does not come back from the folder.
 */
export class PhotoLibrary1795790000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        path text NOT NULL UNIQUE CHECK (path LIKE '/photos/%'),
        content_hash text NOT NULL UNIQUE,
        file_name text NOT NULL,
        source text NOT NULL CHECK (source IN ('upload', 'folder')),
        caption text NOT NULL DEFAULT '',
        alt text NOT NULL DEFAULT '',
        room text NOT NULL DEFAULT '',
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        variants_ready integer NOT NULL DEFAULT 0 CHECK (variants_ready BETWEEN 0 AND 3),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE photo_folder_imports (
        path text PRIMARY KEY,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE TRIGGER photos_changed AFTER INSERT OR DELETE OR UPDATE OF caption, alt, room OR TRUNCATE ON photos FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE photo_folder_imports');
    await db.query('DROP TABLE photos');
  }
}
