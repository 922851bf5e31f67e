import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { Health, Liveness, Readiness } from '@lakehouse/contracts';
import { ReadinessCheck } from '@lakehouse/server-kit';
import { ApiAccess } from '../openapi/api-access.js';

@ApiAccess('anyone')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: ReadinessCheck,
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

  /** Readiness: 503 while the database, Redis (when configured) or the outbox relay is not there. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<Readiness> {
    const readiness = await this.readiness.check();
    response.status(readiness.status === 'ready' ? 200 : 503);
    return readiness;
  }
}
