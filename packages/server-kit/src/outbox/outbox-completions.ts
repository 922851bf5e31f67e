import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isOutboxEntryId } from './write-outbox-entry.js';

/** Where the worker host records that a job has run, so the relay stops handing its outbox entry to the queue. */
@Injectable()
export class OutboxCompletions {
  constructor(private readonly dataSource: DataSource) {}

  /** The job of this outbox entry ran. Jobs not born in the outbox (schedules) have no entry. */
  async markDone(outboxId: string): Promise<void> {
    if (!isOutboxEntryId(outboxId)) return;
    await this.dataSource.query(`UPDATE outbox SET completed_at = now() WHERE id = $1 AND completed_at IS NULL`, [
      outboxId,
    ]);
  }
}
