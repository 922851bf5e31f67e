import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dead letters are now only jobs that failed every attempt, retried by the host in rounds. Entries the relay
 * used to give up on because the queue was away (the only way an undispatched entry could die) are due again.
 */
export class OutboxDeadLetters1763769601400 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox ADD COLUMN retry_round integer NOT NULL DEFAULT 0`);
    await db.query(
      `UPDATE outbox SET dead_at = NULL, attempts = 0, available_at = now(), claimed_until = NULL
        WHERE dead_at IS NOT NULL AND dispatched_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox DROP COLUMN retry_round`);
  }
}
