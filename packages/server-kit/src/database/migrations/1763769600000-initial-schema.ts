import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763769600000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE properties (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        address text NOT NULL,
        images jsonb NOT NULL DEFAULT '[]'::jsonb,
        amenities jsonb NOT NULL DEFAULT '[]'::jsonb,
        bedrooms integer NOT NULL CHECK (bedrooms > 0),
        bathrooms numeric NOT NULL CHECK (bathrooms > 0),
        max_guests integer NOT NULL CHECK (max_guests > 0),
        size_sq_ft integer NOT NULL CHECK (size_sq_ft > 0),
        base_rate numeric NOT NULL CHECK (base_rate >= 0),
        cleaning_fee numeric NOT NULL CHECK (cleaning_fee >= 0),
        linen_fee numeric NOT NULL CHECK (linen_fee >= 0),
        tax_rate numeric NOT NULL CHECK (tax_rate >= 0 AND tax_rate < 1)
      )`);
    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        message text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_name text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        dispatched_at timestamptz,
        dead_at timestamptz,
        last_error text
      )`);
    // The relay scans only entries still to hand over.
    await db.query(
      `CREATE INDEX outbox_due_idx ON outbox (available_at) WHERE dispatched_at IS NULL AND dead_at IS NULL`,
    );
    await db.query(`
      CREATE TABLE emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        idempotency_key text NOT NULL UNIQUE,
        kind text NOT NULL,
        to_address text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        body_text text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'captured', 'failed')),
        provider_message_id text,
        last_error text,
        attempts integer NOT NULL DEFAULT 0,
        processed_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE emails');
    await db.query('DROP TABLE outbox');
    await db.query('DROP TABLE contact_messages');
    await db.query('DROP TABLE properties');
  }
}
