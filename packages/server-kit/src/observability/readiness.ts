import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { Readiness, ReadinessChecks } from '@lakehouse/contracts';
import { DeadLetters } from '../outbox/dead-letters.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability-options.js';
import { RedisWatch } from './redis-watch.js';
import { withTimeout } from './with-timeout.js';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Ready = this process can do its work: the database answers, the outbox relay runs, and, where the process needs
 * it (the worker), Redis answers. Kubernetes and Compose stop sending traffic to a process that is not, so a
 * dependency the process can do without must not make it unready: the API takes bookings while Redis is away (their
 * jobs wait in the outbox), and an API unready for that would take the whole site down. Such a dependency, and jobs
 * that failed for good (dead letters), make it ready but degraded, with `degraded` saying why.
 */
@Injectable()
export class ReadinessCheck implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    private readonly deadLetters: DeadLetters,
    @Inject(OBSERVABILITY_OPTIONS) private readonly options: ObservabilityOptions,
    redisWatch: RedisWatch,
  ) {
    this.redis = options.redisUrl ? redisWatch.connect(options.redisUrl, 'producer') : undefined;
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
      ...(redis === 'down' && this.options.readinessNeedsRedis ? ['Redis is not answering'] : []),
      ...(checks.outboxRelay === 'stopped' ? ['the outbox relay is not running'] : []),
    ];
    if (problems.length === 0) {
      const degraded = [
        ...(redis === 'down' ? ['Redis is not answering: jobs wait in the outbox until it is back.'] : []),
        ...(deadLetters
          ? [`${deadLetters} job(s) failed every attempt and wait for the host's retry (admin, Failed jobs).`]
          : []),
      ];
      return degraded.length === 0
        ? { status: 'ready', checks }
        : { status: 'ready', checks, degraded: degraded.join(' ') };
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
