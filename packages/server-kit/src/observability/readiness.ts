import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { Readiness, ReadinessChecks } from '@lakehouse/contracts';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { redisConnection } from '../queue/redis-connection.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability-options.js';
import { withTimeout } from './with-timeout.js';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Ready = this process can do its work: the database answers, Redis answers (when REDIS_URL is set), and the
 * outbox relay runs. Kubernetes and Compose stop sending traffic to a process that is not.
 */
@Injectable()
export class ReadinessCheck implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(OBSERVABILITY_OPTIONS) options: ObservabilityOptions,
  ) {
    this.redis = options.redisUrl ? redisConnection(options.redisUrl, 'producer') : undefined;
  }

  async check(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.answers(() => this.dataSource.query('SELECT 1')),
      this.redis ? this.answers(() => this.redis!.ping()) : Promise.resolve(undefined),
    ]);
    const checks: ReadinessChecks = {
      database,
      ...(redis ? { redis } : {}),
      outboxRelay: this.relay.isRunning ? 'running' : 'stopped',
    };
    const problems = [
      ...(database === 'down' ? ['the database is not answering'] : []),
      ...(redis === 'down' ? ['Redis is not answering'] : []),
      ...(checks.outboxRelay === 'stopped' ? ['the outbox relay is not running'] : []),
    ];
    if (problems.length === 0) return { status: 'ready', checks };
    return { status: 'not-ready', checks, message: `Not ready: ${problems.join('; ')}.` };
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  private async answers(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
    try {
      await withTimeout(probe(), CHECK_TIMEOUT_MS, 'the probe');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
