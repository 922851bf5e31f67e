import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DeadLetters } from '../outbox/dead-letters.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { Metrics } from './metrics.js';
import { withTimeout } from './with-timeout.js';

const QUERY_TIMEOUT_MS = 2_000;

/**
 * The gauges read from Postgres: the outbox backlog, its dead letters, the webhook deliveries failed for good and how
 * long ago each feed last synced.
 */
@Injectable()
export class DatabaseMetricSources implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
    private readonly deadLetters: DeadLetters,
    private readonly relay: OutboxRelay,
  ) {}

  onModuleInit(): void {
    this.metrics.addSources({
      // What is due now: entries waiting for a later time (a hold's expiry) or in the queue are no backlog.
      outboxBacklog: () => withTimeout(this.relay.countDue(), QUERY_TIMEOUT_MS, 'the database'),
      outboxDeadLetters: () => withTimeout(this.deadLetters.count(), QUERY_TIMEOUT_MS, 'the database'),
      webhookDeliveriesFailed: async () => {
        const [row] = await withTimeout(
          this.dataSource.query<{ failed: number }[]>(
            `SELECT count(*)::int AS failed FROM webhook_deliveries WHERE status = 'failed'`,
          ),
          QUERY_TIMEOUT_MS,
          'the database',
        );
        return row?.failed ?? 0;
      },
      feedSyncSuccesses: async () => {
        const rows = await withTimeout(
          this.dataSource.query<{ source: string; last_success_at: Date }[]>(
            `SELECT source, last_success_at FROM calendar_feeds WHERE last_success_at IS NOT NULL`,
          ),
          QUERY_TIMEOUT_MS,
          'the database',
        );
        return rows.map((row) => ({ source: row.source, lastSuccessAt: row.last_success_at }));
      },
    });
  }
}
