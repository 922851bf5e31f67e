import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cleaner's schedule (the hash of the private calendar link, where the digest goes, the list last emailed, when
 * it was last checked)
 * with one row per week's digest, and the host's outgoing stay webhook: its endpoint and secret, and each delivery
 * with the exact body signed, so every retry sends the same bytes.
 */
export class CleaningAndWebhooks1795800000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cleaning_schedule (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        feed_token_hash text UNIQUE,
        digest_email text,
        last_sent jsonb,
        checked_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO cleaning_schedule (id) VALUES (1)`);
    await db.query(`
      CREATE TABLE cleaning_digests (
        week_of date PRIMARY KEY,
        sent_to text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE webhook_endpoint (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        url text NOT NULL,
        secret text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY,
        event_type text NOT NULL,
        url text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await db.query(`CREATE INDEX webhook_deliveries_created_at ON webhook_deliveries (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_endpoint`);
    await db.query(`DROP TABLE cleaning_digests`);
    await db.query(`DROP TABLE cleaning_schedule`);
  }
}
