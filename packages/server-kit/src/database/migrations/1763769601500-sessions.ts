import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions, so a session can be ended: the signed cookie names a row here, and a request whose row is
 * gone is signed out. A guest's row goes with its code (deleted), an admin's records which ADMIN_CODE started it.
 */
export class Sessions1763769601500 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        role text NOT NULL,
        access_code_id uuid REFERENCES access_codes (id) ON DELETE CASCADE,
        admin_code_fingerprint text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX sessions_access_code_idx ON sessions (access_code_id)`);
    await db.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE sessions');
  }
}
