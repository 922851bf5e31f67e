import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { Readiness, ReadinessChecks } from '@lakehouse/contracts';
import { DeadLetters } from '../outbox/dead-letters.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { redisConnection } from '../queue/redis-connection.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability-options.js';
import { withTimeout } from './with-timeout.js';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Ready = this process can do its work: the database answers, Redis answers (when REDIS_URL is set), and the
 * outbox relay runs. Kubernetes and Compose stop sending traffic to a process that is not. Jobs that failed for
 * good (dead letters) make it ready but degraded: the host retries them from the admin.
 */
@Injectable()
export class ReadinessCheck implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly deadLetters: DeadLetters,
    @Inject(OBSERVABILITY_OPTIONS) options: ObservabilityOptions,
  ) {
    this.redis = options.redisUrl ? redisConnection(options.redisUrl, 'producer') : undefined;
  }

  async check(): Promise<Readiness> {
    const [database, redis, deadLetters] = await Promise.all([
      this.answers(() => this.dataSource.query('SELECT 1')),
      this.redis ? this.answers(() => this.redis!.ping()) : Promise.resolve(undefined),
      withTimeout(this.deadLetters.count(), CHECK_TIMEOUT_MS, 'the database').catch(() => undefined),
    ]);
    const checks: ReadinessChecks = {
      database,
      ...(redis ? { redis } : {}),
      outboxRelay: this.relay.isRunning ? 'running' : 'stopped',
      ...(deadLetters !== undefined ? { deadLetters } : {}),
    };
    const problems = [
      ...(database === 'down' ? ['the database is not answering'] : []),
      ...(redis === 'down' ? ['Redis is not answering'] : []),
      ...(checks.outboxRelay === 'stopped' ? ['the outbox relay is not running'] : []),
    ];
    if (problems.length === 0) {
      if (!deadLetters) return { status: 'ready', checks };
      return {
        status: 'ready',
        checks,
        degraded: `${deadLetters} job(s) failed every attempt and wait for the host's retry (admin, Failed jobs).`,
      };
    }
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
