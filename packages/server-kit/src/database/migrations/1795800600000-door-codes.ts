import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A door code per confirmed stay, valid on the lock from check-in time to check-out time: generated at
 * confirmation or set by the host, replaced (the old one revoked) when the host changes it, revoked when the stay is
 * cancelled. `shown_at` is when the guest was first allowed to see it (48 hours before check-in, once paid, signed and
 * its damage hold placed). Old rows stay: they are what keeps a code from being given again within a year.
 */
export class DoorCodes1795800600000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE door_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
        code text NOT NULL CHECK (code ~ '^[0-9]{4,8}$'),
        chosen_by text NOT NULL CHECK (chosen_by IN ('generated', 'host')),
        valid_from timestamptz NOT NULL,
        valid_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        shown_at timestamptz,
        revoked_at timestamptz,
        CHECK (valid_until > valid_from)
      )`);
    await db.query(
      'CREATE UNIQUE INDEX door_codes_one_live_per_stay ON door_codes (reservation_id) WHERE revoked_at IS NULL',
    );
    await db.query('CREATE INDEX door_codes_by_code ON door_codes (code, valid_until)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE door_codes');
  }
}
