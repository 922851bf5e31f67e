import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEEDED_CONTENT } from './content-seed/seeded-content.js';

/** Who published the texts a fresh install starts with. */
const SEEDED_BY = 'the site as installed';
/** The date the legal pages' texts took effect: their "Last updated" until the host publishes a change. */
const LEGAL_TEXTS_DATE = '2025-08-20T12:00:00-04:00';
const LEGAL_KINDS = new Set(['cancellation-policy', 'terms', 'privacy']);

/** The house's description on the home page, new with the content documents. */
const HOUSE_DESCRIPTION =
  'A lakeside home in the woods of the Eastman community in Grantham, New Hampshire, with room for 11 overnight guests.\n\n' +
  'Spend the day on the lake, the beaches and the trails, then come back to the fireplace, the game room and a kitchen that cooks for everyone.';
const FOOTER_TAGLINE = 'A lakeside retreat in the woods of Grantham, New Hampshire.';

/**
 * The site's content as versioned documents (docs/decisions/0005-content-as-data.md): one row per publish of a kind,
 * the highest version live, never updated in place. Seeded with the texts the site showed until now (version 1 of
 * every kind), the house's amenities and facts taken from its row, so the site looks the same until the host
 * publishes a change. A publish announces itself on the table-changed channel like every cached table.
 */
export class ContentDocuments1795784112500 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE content_documents (
        kind text NOT NULL CHECK (kind ~ '^[a-z]+(-[a-z]+)*$'),
        version integer NOT NULL CHECK (version >= 1),
        body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
        published_by text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, version)
      )`);
    const [house] = (await db.query(
      `SELECT amenities, bedrooms, bathrooms, size_sq_ft FROM properties WHERE slug = 'lake-house'`,
    )) as { amenities: string[]; bedrooms: number; bathrooms: string | number; size_sq_ft: number }[];
    const documents: Record<string, unknown> = {
      house: {
        description: HOUSE_DESCRIPTION,
        amenities: house?.amenities ?? [],
        bedrooms: house?.bedrooms ?? 0,
        bathrooms: Number(house?.bathrooms ?? 0),
        size: house?.size_sq_ft ?? 1,
        footerTagline: FOOTER_TAGLINE,
      },
      ...SEEDED_CONTENT,
    };
    for (const [kind, body] of Object.entries(documents)) {
      await db.query(
        `INSERT INTO content_documents (kind, version, body, published_by, published_at)
         VALUES ($1, 1, $2::jsonb, $3, COALESCE($4::timestamptz, now()))`,
        [kind, JSON.stringify(body), SEEDED_BY, LEGAL_KINDS.has(kind) ? LEGAL_TEXTS_DATE : null],
      );
    }
    await db.query(
      `CREATE TRIGGER content_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_documents FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE content_documents');
  }
}
