import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { PinoNestLogger, createLogger, repoRoot, OperationsServer } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  TEST_ADMIN_CODE,
  deleteQueueKeys,
  testConfig,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  type TestDatabase,
  inDays,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { FakeFeedServer } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { startTestApi } from '../../testing/test-api.js';

/** The number of the sample `name{labels} value` in a Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The full stack's shape: the API producing jobs on Redis, a worker consuming them, each with its /metrics. */
describe('metrics of the API and the worker after a booking and a feed sync', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let feed: FakeFeedServer;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: pg.Client;
  const prefix = uniqueQueuePrefix();
  const written: string[] = [];
  const logLines = () =>
    written
      .join('')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const workerMetrics = async () =>
    (await fetch(`http://127.0.0.1:${worker.get(OperationsServer).boundPort}/metrics`)).text();
  const apiMetrics = async () =>
    (
      await request(`http://127.0.0.1:${api.get(OperationsServer).boundPort}`)
        .get('/metrics')
        .expect(200)
    ).text;

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    feed = await new FakeFeedServer().start();
    feed.answer(200, await readFile(path.join(repoRoot, 'services/worker/src/calendar/fixtures/airbnb.ics'), 'utf8'));
    const config = testConfig({
      LOG_LEVEL: 'info',
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      SENDGRID_API_KEY: 'SG.test',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      HOST_EMAIL: 'host@example.com',
      OUTBOX_POLL_MS: '100',
      ICAL_FEED_URL: feed.url,
    });
    // One capture for both: Nest's static loggers write through whichever application was built last.
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    ({ app: api, database } = await startTestApi({ config, logDestination: destination }));
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
      logger: new PinoNestLogger(createLogger({ service: 'worker', level: 'info', destination })),
    });
    await worker.init();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await api?.close();
    await worker?.close();
    await feed?.stop();
    await sendgrid?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('counts the booking, its jobs, the queues, the outbox backlog and the feed sync age', async () => {
    const admin = request.agent(api.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'REPEAT-METRICS', type: 'past_guest' }).expect(201);
    const guest = request.agent(api.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'REPEAT-METRICS' }).expect(200);
    await guest
      .post('/api/reservations')
      .set('X-Request-Id', 'booking-req-42')
      .send({
        guestName: 'Grace Hopper',
        guestEmail: 'grace@example.com',
        checkInDate: inDays(30),
        checkOutDate: inDays(33),
        guestCount: 4,
      })
      .expect(201);
    await admin.post('/api/admin/calendar-feed/sync').expect(202);

    await waitFor('the booking emails (guest and host) at SendGrid', () => sendgrid.sent.length >= 2, 30_000);
    await waitFor(
      'a successful feed sync',
      async () => (await db.query(`SELECT 1 FROM calendar_feeds WHERE last_success_at IS NOT NULL`)).rowCount === 1,
      30_000,
    );
    const worked = await waitFor(
      'the worker to count the reservation emails and the sync',
      async () => {
        const text = await workerMetrics();
        const emails =
          sample(text, 'lakehouse_jobs_total{queue="email",job="email.reservation",outcome="completed"}') ?? 0;
        const syncs =
          sample(text, 'lakehouse_jobs_total{queue="calendar",job="calendar.sync-feed",outcome="completed"}') ?? 0;
        return emails >= 2 && syncs >= 1 ? text : undefined;
      },
      30_000,
    );

    expect(
      sample(worked, 'lakehouse_job_duration_seconds_count{queue="email",job="email.reservation",outcome="completed"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        worked,
        'lakehouse_job_duration_seconds_count{queue="calendar",job="calendar.sync-feed",outcome="completed"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(worked).toContain('process_resident_memory_bytes');

    const { rows } = await db.query(
      `SELECT count(*)::int AS future FROM outbox WHERE completed_at IS NULL AND available_at > now()`,
    );
    // The hold's expiry waits in the outbox for 24 hours: not due, so no backlog (the alert's "> 50" stays quiet).
    expect(rows[0].future).toBeGreaterThanOrEqual(1);
    const apiText = await apiMetrics();
    for (const text of [apiText, await workerMetrics()]) {
      expect(sample(text, 'lakehouse_outbox_backlog')).toBe(0);
      expect(sample(text, 'lakehouse_queue_unavailable_seconds')).toBe(0);
      const age = sample(text, 'lakehouse_calendar_feed_last_success_age_seconds{source="pms-ical"}');
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(text, `lakehouse_queue_depth{queue="email",state="${state}"}`)).toEqual(expect.any(Number));
      }
    }
    expect(
      sample(apiText, 'http_request_duration_seconds_count{method="POST",route="/api/reservations",status_code="201"}'),
    ).toBe(1);
    expect(
      sample(
        apiText,
        'http_request_duration_seconds_count{method="POST",route="/api/admin/calendar-feed/sync",status_code="202"}',
      ),
    ).toBe(1);

    // The booking's request id reached the worker's log lines for the jobs it caused (through the outbox and BullMQ).
    expect(logLines()).toContainEqual(
      expect.objectContaining({
        job: 'email.reservation',
        requestId: 'booking-req-42',
        msg: expect.stringContaining('completed'),
      }),
    );
  }, 90_000);
});
