import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The id of the HTTP request that wrote an outbox entry, so the job's log lines can name the request that caused it. */
export class OutboxRequestId1763769600950 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox ADD COLUMN request_id text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox DROP COLUMN request_id`);
  }
}
