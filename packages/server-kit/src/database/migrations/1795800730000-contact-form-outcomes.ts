import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a contact form posted without JavaScript came to (sent, or refused with what the guest typed and why), kept
 * from the post until the page it returns to shows it: named by a random id in that browser's cookie, read once,
 * gone after ten minutes whatever happens.
 */
export class ContactFormOutcomes1795800730000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_form_outcomes (
        id text PRIMARY KEY,
        outcome jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await db.query('CREATE INDEX contact_form_outcomes_expires_idx ON contact_form_outcomes (expires_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE contact_form_outcomes');
  }
}
