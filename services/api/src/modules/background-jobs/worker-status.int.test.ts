import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type AdminWorkerStatus, QueueName } from '@lakehouse/contracts';
import { PrivateRedis, TEST_ADMIN_CODE, type TestDatabase, testConfig, waitFor } from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { startTestApi } from '../../testing/test-api.js';

async function signedIn(api: NestFastifyApplication) {
  const admin = request.agent(api.getHttpServer());
  await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  return admin;
}

/**
 * A 'Sync now' or a confirmation email with no worker running used to look as if it were under way. The admin
 * now asks whether a worker consumes every queue; this reads that answer through the real BullMQ driver on a
 * private Redis, with the real worker started, stopped, and Redis itself gone.
 */
describe('GET /api/admin/worker-status with the BullMQ driver', () => {
  const redis = new PrivateRedis();
  let database: TestDatabase;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext | undefined;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const config = () => testConfig({ LOG_LEVEL: 'error', REDIS_URL: redis.url, QUEUE_PREFIX: 'worker-status' });
  const status = async () => (await admin.get('/api/admin/worker-status').expect(200)).body as AdminWorkerStatus;

  beforeAll(async () => {
    await redis.start();
    ({ app: api, database } = await startTestApi({ config: config() }));
    admin = await signedIn(api);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await redis.remove();
    await database?.drop();
  });

  it('is for the host only', async () => {
    await request(api.getHttpServer()).get('/api/admin/worker-status').expect(401);
  });

  it('says what waits while no worker runs, then running once one does, and not running after it stops', async () => {
    expect(await status()).toEqual({
      status: 'not running',
      idleQueues: Object.values(QueueName),
      message:
        'The background worker is not running: emails are not sent, new photos are not listed, calendar feeds are not synced, expired holds are not released and invoices and refunds are not made until it is back (nothing is lost; the work waits). Ask whoever runs the server to start the worker.',
    });

    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config(), database.url, 0), {
      logger: ['error'],
    });
    await worker.init();
    await waitFor('the worker to be seen on every queue', async () => (await status()).status === 'running', 20_000);
    expect(await status()).toEqual({ status: 'running', idleQueues: [], message: 'The background worker is running.' });

    await worker.close();
    worker = undefined;
    await waitFor('the stopped worker to be missed', async () => (await status()).status === 'not running', 20_000);
  });

  it('says the queue is unreachable while Redis is away', async () => {
    await redis.stop();
    try {
      const answer = await status();
      expect(answer.status).toBe('unreachable');
      expect(answer.message).toMatch(/^The job queue \(Redis\) is not answering/);
    } finally {
      await redis.start();
    }
  });
});

describe('GET /api/admin/worker-status with the in-process queue', () => {
  let database: TestDatabase;
  let api: NestFastifyApplication;

  beforeAll(async () => {
    ({ app: api, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
  });

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('is running: this process runs every job itself', async () => {
    const admin = await signedIn(api);
    expect((await admin.get('/api/admin/worker-status').expect(200)).body).toMatchObject({ status: 'running' });
  });
});
