import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailHtmlAndAttachments1763769600310 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE emails ADD COLUMN body_html text, ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE emails DROP COLUMN attachments, DROP COLUMN body_html');
  }
}
