import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BookingEmailRequests1763769600320 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    // One row per booking the page asked to email about; the key (guest email + dates) makes a repeat a no-op.
    await db.query(`
      CREATE TABLE booking_email_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL UNIQUE,
        guest_name text NOT NULL,
        guest_email text NOT NULL,
        guest_phone text,
        check_in date NOT NULL,
        check_out date NOT NULL,
        adults integer NOT NULL,
        children integer NOT NULL,
        infants integer NOT NULL,
        special_requests text,
        role text,
        quote jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE booking_email_requests');
  }
}
