import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isOutboxEntryId } from './write-outbox-entry.js';

export interface DeadLetter {
  id: string;
  jobName: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deadAt: Date;
}

/**
 * Outbox entries whose job failed every attempt (never because the queue was away): they stay, counted by
 * `/metrics` and readiness, until the host retries them from the admin.
 */
@Injectable()
export class DeadLetters {
  private readonly logger = new Logger(DeadLetters.name);

  constructor(private readonly dataSource: DataSource) {}

  /** The job of this outbox entry failed its last attempt. Jobs not born in the outbox (schedules) have no entry. */
  async record(outboxId: string, attempts: number, error: string): Promise<void> {
    if (!isOutboxEntryId(outboxId)) return;
    const [, updated] = await this.dataSource.query<[unknown, number]>(
      `UPDATE outbox SET dead_at = now(), claimed_until = NULL, attempts = $2, last_error = $3 WHERE id = $1 AND dead_at IS NULL`,
      [outboxId, attempts, error],
    );
    if (updated > 0)
      this.logger.error(`job ${outboxId} failed all ${attempts} attempts and waits for the host's retry: ${error}`);
  }

  async count(): Promise<number> {
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM outbox WHERE dead_at IS NOT NULL`,
    );
    return row?.count ?? 0;
  }

  async list(limit: number): Promise<DeadLetter[]> {
    const rows = await this.dataSource.query<
      {
        id: string;
        job_name: string;
        payload: unknown;
        attempts: number;
        last_error: string | null;
        created_at: Date;
        dead_at: Date;
      }[]
    >(
      `SELECT id, job_name, payload, attempts, last_error, created_at, dead_at FROM outbox
        WHERE dead_at IS NOT NULL ORDER BY dead_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      jobName: row.job_name,
      payload: row.payload,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      deadAt: row.dead_at,
    }));
  }

  /**
   * Makes a dead entry due again, in a new retry round (a new queue job id, since BullMQ keeps the failed one);
   * the handler still sees the entry's id, so whatever already succeeded is not redone. The caller nudges the relay.
   * Returns false when the entry is not dead (already retried, or never failed).
   */
  async revive(manager: EntityManager, outboxId: string): Promise<boolean> {
    const [, updated] = await manager.query<[unknown, number]>(
      `UPDATE outbox SET dead_at = NULL, dispatched_at = NULL, completed_at = NULL, attempts = 0, retry_round = retry_round + 1,
              available_at = now(), claimed_until = NULL, last_error = NULL
        WHERE id = $1 AND dead_at IS NOT NULL`,
      [outboxId],
    );
    return updated > 0;
  }
}
