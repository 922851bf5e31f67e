import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { Health, Liveness, Readiness } from '@lakehouse/contracts';
import { ReadinessCheck } from '@lakehouse/server-kit';
import { ApiAccess } from '../openapi/api-access.js';
import { ChangeNotices } from '../read-cache/change-notices.js';

const LISTENER_LOST =
  "The read caches' change listener is not answering: every read goes to the database until it reconnects.";

@ApiAccess('anyone')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: ReadinessCheck,
    private readonly changeNotices: ChangeNotices,
  ) {}

  @Get()
  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not answering.');
    }
    return { status: 'ok', database: 'up' };
  }

  /** Liveness: the process answers. Restarting it would not help with a database that is down, so no checks here. */
  @Get('live')
  live(): Liveness {
    return { status: 'ok' };
  }

  /**
   * Readiness: 503 while the database or the outbox relay is not there. A lost change listener leaves the API ready
   * but degraded: its reads still answer, from the database, so taking it out of traffic would only cost capacity.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<Readiness> {
    const readiness = await this.readiness.check();
    response.status(readiness.status === 'ready' ? 200 : 503);
    const listening = this.changeNotices.listening;
    const checks = { ...readiness.checks, changeListener: listening ? ('listening' as const) : ('lost' as const) };
    if (readiness.status !== 'ready' || listening) return { ...readiness, checks };
    return { ...readiness, checks, degraded: [readiness.degraded, LISTENER_LOST].filter(Boolean).join(' ') };
  }
}
