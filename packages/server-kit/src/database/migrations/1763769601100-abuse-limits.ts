import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which access code made a hold (the unpaid-holds cap counts per code), an index for pruning old counters, and
 * stored code masks cut to their first two characters (the last two become bullets).
 */
export class AbuseLimits1763769601100 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE reservations ADD COLUMN access_code_id uuid REFERENCES access_codes (id) ON DELETE SET NULL`,
    );
    await db.query(
      `CREATE INDEX reservations_unpaid_holds_by_code_idx ON reservations (access_code_id) WHERE status = 'held'`,
    );
    await db.query(`CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_started_at)`);
    await db.query(
      `UPDATE access_codes SET code_masked = left(code_masked, char_length(code_masked) - 2) || '••' WHERE right(code_masked, 1) <> '•'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX attempt_counters_window_idx`);
    await db.query(`ALTER TABLE reservations DROP COLUMN access_code_id`);
  }
}
