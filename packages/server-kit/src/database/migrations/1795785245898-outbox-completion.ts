import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox entry is done when its job has run (`completed_at`), no longer when it was handed to the queue: the
 * relay hands an entry that was dispatched but not completed to the queue again once `dispatched_at` is older than
 * the redelivery lease, so a job Redis lost (a restart without its data) still runs. Entries dispatched before this
 * migration are taken as done: their jobs ran long ago, and handing them all over again would only flood the queue.
 */
export class OutboxCompletion1795785245898 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox ADD COLUMN completed_at timestamptz`);
    await db.query(`UPDATE outbox SET completed_at = dispatched_at WHERE dispatched_at IS NOT NULL`);
    await db.query(`DROP INDEX outbox_due_idx`);
    await db.query(
      `CREATE INDEX outbox_pending_idx ON outbox (available_at) WHERE completed_at IS NULL AND dead_at IS NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_pending_idx`);
    await db.query(
      `CREATE INDEX outbox_due_idx ON outbox (available_at) WHERE dispatched_at IS NULL AND dead_at IS NULL`,
    );
    await db.query(`ALTER TABLE outbox DROP COLUMN completed_at`);
  }
}
