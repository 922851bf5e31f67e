import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  type EmbeddedDatabase,
  repoRoot,
  runMigrations,
  startEmbeddedPostgres,
  OperationsServer,
} from '@lakehouse/server-kit';
import {
  deleteQueueKeys,
  freePort,
  testConfig,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { createApiApp } from '../../create-api-app.js';

/**
 * A real stop: a Postgres of this test's own (embedded binaries, own port and data folder) is shut down and
 * started again under the running API and worker.
 */
describe('readiness follows the database', () => {
  const dataDir = path.join(repoRoot, '.data', `test-readiness-${randomBytes(4).toString('hex')}`);
  const prefix = uniqueQueuePrefix();
  let port: number;
  let postgres: EmbeddedDatabase | undefined;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  const start = () => startEmbeddedPostgres({ dataDir, port, database: 'lakehouse_readiness' });
  const workerReady = () => fetch(`http://127.0.0.1:${worker.get(OperationsServer).boundPort}/health/ready`);

  beforeAll(async () => {
    port = await freePort();
    postgres = await start();
    await runMigrations(postgres.url);
    const config = testConfig({ REDIS_URL: testRedisUrl, QUEUE_PREFIX: prefix });
    api = await createApiApp({ config, databaseUrl: postgres.url });
    await api.init();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, postgres.url, 0), {
      logger: false,
    });
    await worker.init();
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await postgres?.stop();
    await deleteQueueKeys(prefix);
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is ready, goes not-ready while Postgres is stopped, and is ready again once it is back', async () => {
    const ready = { status: 'ready', checks: { database: 'up', redis: 'up', outboxRelay: 'running', deadLetters: 0 } };
    const apiReady = { ...ready, checks: { ...ready.checks, changeListener: 'listening' } };
    await request(api.getHttpServer()).get('/api/health/ready').expect(200, apiReady);
    expect(await (await workerReady()).json()).toEqual(ready);

    await postgres!.stop();
    postgres = undefined;
    const down = await request(api.getHttpServer()).get('/api/health/ready').expect(503);
    expect(down.body).toEqual({
      status: 'not-ready',
      checks: { database: 'down', redis: 'up', outboxRelay: 'running', changeListener: 'lost' },
      message: 'Not ready: the database is not answering.',
    });
    const workerDown = await workerReady();
    expect(workerDown.status).toBe(503);
    expect(await workerDown.json()).toMatchObject({ status: 'not-ready', checks: { database: 'down' } });
    // Liveness stays up: restarting the process would not bring the database back.
    await request(api.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    // The metrics still answer, without the figures read from the database.
    const metrics = await request(`http://127.0.0.1:${api.get(OperationsServer).boundPort}`)
      .get('/metrics')
      .expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds');

    postgres = await start();
    await waitFor(
      'the API to be ready again',
      async () => (await request(api.getHttpServer()).get('/api/health/ready')).status === 200,
      20_000,
    );
    await waitFor('the worker to be ready again', async () => (await workerReady()).status === 200, 20_000);
  }, 90_000);
});
