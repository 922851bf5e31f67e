import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccessAndReferrals1763769600100 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE access_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code_hash text NOT NULL UNIQUE,
        code_masked text NOT NULL,
        type text NOT NULL CHECK (type IN ('family_friend', 'past_guest', 'referred')),
        description text,
        is_active boolean NOT NULL DEFAULT true,
        max_usage integer CHECK (max_usage IS NULL OR max_usage >= 1),
        usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      )`);
    await db.query(`
      CREATE TABLE access_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('granted', 'denied', 'throttled')),
        access_code_id uuid REFERENCES access_codes (id) ON DELETE SET NULL,
        role text,
        client_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX access_events_created_idx ON access_events (created_at)`);
    // Failed attempts per client and purpose, in a fixed window; shared by every API replica.
    await db.query(`
      CREATE TABLE attempt_counters (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        referrer_name text NOT NULL,
        referrer_email text NOT NULL,
        referrer_phone text,
        relationship text NOT NULL,
        notes text,
        submitted_by_role text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE referrals');
    await db.query('DROP TABLE attempt_counters');
    await db.query('DROP TABLE access_events');
    await db.query('DROP TABLE access_codes');
  }
}
