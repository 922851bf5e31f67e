import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The host's second factor (an authenticator app's secret and single-use recovery codes, stored as hashes), the
 * helpers the host lets in (each with the hash of a personal sign-in key; their sessions end with them), the
 * one-time invite links, and a record of who made each admin write.
 */
export class HelpersAndSecondFactor1795797288097 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE admin_totp (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        secret text,
        pending_secret text,
        confirmed_at timestamptz,
        last_time_step bigint
      )`);
    await db.query(`
      CREATE TABLE admin_recovery_codes (
        code_hash text PRIMARY KEY,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE helpers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('cohost', 'cleaner')),
        sign_in_key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz
      )`);
    await db.query(`
      CREATE TABLE helper_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        role text NOT NULL CHECK (role IN ('cohost', 'cleaner')),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        helper_id uuid REFERENCES helpers (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`ALTER TABLE sessions ADD COLUMN helper_id uuid REFERENCES helpers (id) ON DELETE CASCADE`);
    await db.query(`CREATE INDEX sessions_helper_idx ON sessions (helper_id)`);
    // No foreign key to helpers: the record of what a helper changed outlives their removal.
    await db.query(`
      CREATE TABLE admin_writes (
        id bigserial PRIMARY KEY,
        actor text NOT NULL,
        helper_id uuid,
        method text NOT NULL,
        route text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX admin_writes_created_idx ON admin_writes (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE admin_writes');
    await db.query('DROP INDEX sessions_helper_idx');
    await db.query('ALTER TABLE sessions DROP COLUMN helper_id');
    await db.query('DROP TABLE helper_invites');
    await db.query('DROP TABLE helpers');
    await db.query('DROP TABLE admin_recovery_codes');
    await db.query('DROP TABLE admin_totp');
  }
}
