import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  FakeSendGrid,
  PrivateRedis,
  TEST_ADMIN_CODE,
  type ChildProcessHandle,
  type TestDatabase,
  builtEntryPoint,
  createTestDatabase,
  freePort,
  hasExited,
  inDays,
  startNodeProcess,
  stopChildProcess,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { sendsPerEmail } from './redis-fault-stack.js';

// REDIS_OUTAGE_SECONDS=60 runs the one-minute outage; the default proves the same in less time (ioredis retries
// every 2 s at most, so a log line per retry would already show as dozens).
const OUTAGE_MS = Number(process.env.REDIS_OUTAGE_SECONDS ?? 30) * 1000;
/** A handful: the outage starts, the outbox holds jobs back, Redis is back. */
const MAX_LINES_ABOUT_REDIS = 5;

const aboutRedis = (line: string) => /redis|queue|ECONNREFUSED/i.test(line);

/** The lines a process wrote from `offset` on, each parsed as the JSON line it must be. */
function linesSince(process: ChildProcessHandle, offset: number): { raw: string; json: unknown }[] {
  return process
    .output()
    .slice(offset)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((raw) => {
      try {
        return { raw, json: JSON.parse(raw) as unknown };
      } catch {
        return { raw, json: undefined };
      }
    });
}

/**
 * The built API and worker processes, on a Redis of the test's own that is stopped under them. Each process says
 * so in a handful of JSON lines (not a stack trace per connection and retry), the API stays ready, the gauge of
 * the time the queue has been away counts up, and the emails of the bookings made meanwhile go out once after.
 */
describe(`fault: what the processes log during a ${OUTAGE_MS / 1000} s Redis outage`, () => {
  const redis = new PrivateRedis();
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let api: ChildProcessHandle;
  let worker: ChildProcessHandle;
  let apiUrl: string;
  let apiMetricsUrl: string;
  let workerUrl: string;

  beforeAll(async () => {
    await redis.start();
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    const [port, metricsPort, workerPort] = [await freePort(), await freePort(), await freePort()];
    const environment = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'outage-logs',
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '200',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      APP_SECRET: 'test-app-secret-that-is-long-enough-0123456789',
      CODE_HASH_SECRET: 'test-code-hash-secret-long-enough-9876543210',
      ADMIN_CODE: TEST_ADMIN_CODE,
      ICAL_FEED_URL: 'none',
      SERVE_WEB: 'false',
      RENDER_PAGES: 'false',
    };
    api = startNodeProcess(builtEntryPoint('api'), {
      ...environment,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    });
    worker = startNodeProcess(builtEntryPoint('worker'), { ...environment, WORKER_PORT: String(workerPort) });
    apiUrl = `http://127.0.0.1:${port}`;
    apiMetricsUrl = `http://127.0.0.1:${metricsPort}`;
    workerUrl = `http://127.0.0.1:${workerPort}`;
    await waitFor('the API to listen', () => api.output().includes('listening on') || hasExited(api), 150_000);
    await waitFor(
      'the worker to be ready',
      () => worker.output().includes('worker ready') || hasExited(worker),
      150_000,
    );
    for (const process of [api, worker])
      if (hasExited(process)) throw new Error(`A process did not start:\n${process.output()}`);
  }, 320_000);

  afterAll(async () => {
    await stopChildProcess(api);
    await stopChildProcess(worker);
    await redis.remove();
    await sendgrid?.stop();
    await database?.drop();
  });

  it(
    'writes a handful of JSON lines per process about it, and loses nothing',
    async () => {
      const admin = request.agent(apiUrl);
      await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
      await admin.post('/api/admin/access-codes').send({ code: 'LOG-GUEST', type: 'past_guest' }).expect(201);
      const guest = request.agent(apiUrl);
      await guest.post('/api/access/verify').send({ code: 'LOG-GUEST' }).expect(200);
      const offsets = { api: api.output().length, worker: worker.output().length };

      await redis.stop();
      const stoppedAt = Date.now();
      for (const index of [0, 1]) {
        await guest
          .post('/api/reservations')
          .send({
            guestName: `Guest ${index}`,
            guestEmail: `guest${index}@example.com`,
            checkInDate: inDays(30 + index * 3),
            checkOutDate: inDays(32 + index * 3),
            guestCount: 2,
            totalAmount: '1',
          })
          .expect(201);
      }
      await waitFor(
        'the outage to last',
        async () => {
          await request(apiUrl).get('/api/health/ready').expect(200);
          return Date.now() - stoppedAt >= OUTAGE_MS;
        },
        OUTAGE_MS + 30_000,
      );
      const metrics = await request(workerUrl).get('/metrics').expect(200);
      const away = Number(/^lakehouse_queue_unavailable_seconds (\S+)$/m.exec(metrics.text)?.[1]);
      expect(away).toBeGreaterThan(OUTAGE_MS / 1000 - 10);
      expect((await fetch(`${workerUrl}/health/ready`)).status).toBe(503);

      await redis.start();
      await waitFor('the 4 booking emails', () => sendgrid.sent.length >= 4, 60_000);
      expect(sendsPerEmail(sendgrid)).toEqual([1, 1, 1, 1]);
      const back = await request(apiMetricsUrl).get('/metrics').expect(200);
      expect(back.text).toMatch(/^lakehouse_queue_unavailable_seconds 0$/m);

      for (const [name, process] of [
        ['api', api],
        ['worker', worker],
      ] as const) {
        const lines = linesSince(process, offsets[name]);
        expect({ name, notJson: lines.filter((line) => line.json === undefined).map((line) => line.raw) }).toEqual({
          name,
          notJson: [],
        });
        const aboutTheOutage = lines.filter((line) => aboutRedis(line.raw)).map((line) => line.raw);
        expect({ name, tooMany: aboutTheOutage.length > MAX_LINES_ABOUT_REDIS ? aboutTheOutage : [] }).toEqual({
          name,
          tooMany: [],
        });
        // It does say so: when Redis went and when it came back.
        expect(aboutTheOutage.length).toBeGreaterThanOrEqual(2);
      }
    },
    OUTAGE_MS + 180_000,
  );
});
