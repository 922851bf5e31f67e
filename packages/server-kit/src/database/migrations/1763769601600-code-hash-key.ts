import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access codes get their own hash key (CODE_HASH_SECRET). Each row records which key hashed it; existing rows
 * (NULL) were keyed by APP_SECRET, still verify, and are rehashed with the new key on their next successful use.
 */
export class CodeHashKey1763769601600 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE access_codes ADD COLUMN code_hash_key_id text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE access_codes DROP COLUMN code_hash_key_id`);
  }
}
