import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { JobQueue, Metrics, OperationsServer } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  PrivateRedis,
  TEST_ADMIN_CODE,
  type TestDatabase,
  testConfig,
  waitFor,
  waitForQuiet,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { startTestApi } from '../test-api.js';

/** Counts the hand-overs a process's queue refused (observes the real driver; changes nothing it does). */
function countRefusals(queue: JobQueue): { count: number } {
  const refusals = { count: 0 };
  const enqueue = queue.enqueue.bind(queue);
  queue.enqueue = async (...args) => {
    try {
      await enqueue(...args);
    } catch (error) {
      refusals.count += 1;
      throw error;
    }
  };
  return refusals;
}

/**
 * Threat 4 of docs/security.md. Redis (a private one the test starts and stops) stays away for more than 10 relay tries:
 * before, the 10th try marked each entry dead and its job was never run. Now every entry waits and each job
 * runs once when Redis is back. A job that fails every attempt becomes a dead letter that /metrics and
 * readiness report, and the admin's retry runs it once.
 */
describe('fault: Redis away for more than 10 relay tries; a job that fails for good', () => {
  const redis = new PrivateRedis();
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: pg.Client;
  let admin: ReturnType<typeof request.agent>;

  const sendMessage = (index: number) =>
    request(api.getHttpServer())
      .post('/api/messages')
      .send({
        name: `Guest ${index}`,
        email: `guest${index}@example.com`,
        message: `Question number ${index} about the dock.`,
      })
      .expect(201);
  const workerGet = async (route: string) =>
    fetch(`http://127.0.0.1:${worker.get(OperationsServer).boundPort}${route}`);

  beforeAll(async () => {
    await redis.start();
    sendgrid = await new FakeSendGrid().start();
    const config = testConfig({
      LOG_LEVEL: 'error',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'dead-letters',
      OUTBOX_POLL_MS: '100',
      JOB_RETRY_DELAY_MS: '20',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
    });
    ({ app: api, database } = await startTestApi({ config }));
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
      logger: ['error'],
    });
    await worker.init();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(api.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await worker?.close();
    await api?.close();
    await redis.remove();
    await sendgrid?.stop();
    await database?.drop();
  });

  it('keeps every entry through the outage, counting no attempt, and runs each job once after it', async () => {
    const refusals = countRefusals(api.get(JobQueue));
    await redis.stop();
    try {
      for (const index of [1, 2, 3]) await sendMessage(index);
      // The old relay gave an entry up on its 10th refused try.
      await waitFor('more than 10 refused hand-overs', () => refusals.count > 10, 90_000);
      const during = await db.query(
        `SELECT attempts, dead_at, dispatched_at FROM outbox WHERE job_name = 'email.contact-message'`,
      );
      expect(during.rows).toHaveLength(3);
      expect(during.rows.every((row) => row.attempts === 0 && row.dead_at === null && row.dispatched_at === null)).toBe(
        true,
      );
      // The API keeps serving while Redis is away: ready, with the outage in its details.
      const ready = await request(api.getHttpServer()).get('/api/health/ready').expect(200);
      expect(ready.body).toMatchObject({
        checks: { redis: 'down', deadLetters: 0 },
        degraded: expect.stringContaining('Redis is not answering'),
      });
      expect(sendgrid.sent).toHaveLength(0);
    } finally {
      await redis.start();
    }

    await waitFor('the 3 emails', () => sendgrid.sent.length >= 3, 60_000);
    await waitFor(
      'the outbox to be drained',
      async () => (await db.query(`SELECT 1 FROM outbox WHERE dispatched_at IS NULL`)).rowCount === 0,
    );
    await waitForQuiet('the email jobs to be done', db, [worker.get(Metrics)]);
    expect(sendgrid.sent.map((mail) => mail.replyTo).sort()).toEqual([
      'guest1@example.com',
      'guest2@example.com',
      'guest3@example.com',
    ]);
    expect((await db.query(`SELECT count(*)::int AS dead FROM outbox WHERE dead_at IS NOT NULL`)).rows[0].dead).toBe(0);
  }, 180_000);

  it('puts a job that failed every attempt in dead letters, counted and reported, and the admin retry runs it once', async () => {
    sendgrid.failNext = 1_000;
    await sendMessage(4);
    await waitFor(
      'the dead letter',
      async () => (await db.query(`SELECT 1 FROM outbox WHERE dead_at IS NOT NULL`)).rowCount === 1,
      60_000,
    );
    sendgrid.failNext = 0;
    expect(sendgrid.sent).toHaveLength(3);

    expect(await (await workerGet('/metrics')).text()).toMatch(/^lakehouse_outbox_dead_letters 1$/m);
    const ready = await request(api.getHttpServer()).get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      checks: { deadLetters: 1 },
      degraded: expect.stringContaining('1 job(s) failed'),
    });

    const anonymous = await request(api.getHttpServer()).get('/api/admin/failed-jobs');
    expect(anonymous.status).toBe(401);
    const { body } = await admin.get('/api/admin/failed-jobs').expect(200);
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({ job: 'email.contact-message', attempts: 8, lastError: expect.any(String) });
    const stranger = await request(api.getHttpServer()).post(`/api/admin/failed-jobs/${body.jobs[0].id}/retry`);
    expect(stranger.status).toBe(401);

    await admin
      .post(`/api/admin/failed-jobs/${body.jobs[0].id}/retry`)
      .expect(200, { message: 'The job is running again.' });
    // A second click finds nothing to retry: never a second run.
    await admin.post(`/api/admin/failed-jobs/${body.jobs[0].id}/retry`).expect(404);
    await waitFor('the retried email', () => sendgrid.sent.length >= 4, 30_000);
    await waitForQuiet('the retried job to be done', db, [worker.get(Metrics)]);
    expect(sendgrid.sent.filter((mail) => mail.replyTo === 'guest4@example.com')).toHaveLength(1);
    expect((await admin.get('/api/admin/failed-jobs').expect(200)).body.jobs).toEqual([]);
    expect(await (await workerGet('/metrics')).text()).toMatch(/^lakehouse_outbox_dead_letters 0$/m);
  }, 120_000);
});
