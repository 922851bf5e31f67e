import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  FakeSendGrid,
  PrivateRedis,
  TEST_ADMIN_CODE,
  type TestDatabase,
  createTestDatabase,
  testConfig,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { createApiApp } from '../create-api-app.js';

const OUTAGE_MS = 10_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Redis of the test's own (the shared one is never touched) is stopped for 10 s while guests book. The
 * bookings commit (their jobs wait in the outbox), the API never answers 5xx, and once Redis is back every
 * job runs: each booking's two emails go out exactly once.
 */
describe('fault: Redis stopped for 10 s while bookings are made', () => {
  const redis = new PrivateRedis();
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: pg.Client;
  let guest: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    await redis.start();
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    const config = testConfig({
      LOG_LEVEL: 'error',
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'outage',
      OUTBOX_POLL_MS: '200',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
    });
    api = await createApiApp({ config, databaseUrl: database.url });
    await api.init();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
      logger: ['error'],
    });
    await worker.init();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const admin = request.agent(api.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'OUTAGE-GUEST', type: 'past_guest' }).expect(201);
    guest = request.agent(api.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'OUTAGE-GUEST' }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await worker?.close();
    await api?.close();
    await redis.remove();
    await sendgrid?.stop();
    await database?.drop();
  });

  it('commits every booking during the outage and runs their jobs once Redis is back', async () => {
    await redis.stop();
    const stoppedAt = Date.now();
    const booked: string[] = [];
    for (let index = 0; Date.now() - stoppedAt < OUTAGE_MS; index += 1) {
      const response = await guest.post('/api/reservations').send({
        guestName: `Guest ${index}`,
        guestEmail: `guest${index}@example.com`,
        checkInDate: inDays(30 + index * 3),
        checkOutDate: inDays(32 + index * 3),
        guestCount: 2,
        totalAmount: '1',
      });
      expect([index, response.status, response.body.message]).toEqual([index, 201, undefined]);
      booked.push(response.body.id as string);
      await request(api.getHttpServer())
        .get(`/api/availability?startDate=${inDays(29)}&endDate=${inDays(90)}`)
        .expect(200);
      // A booking every second or so for the whole outage, not a burst at its start.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(booked.length).toBeGreaterThanOrEqual(5);
    expect(sendgrid.sent).toHaveLength(0);
    const { rows } = await db.query(`SELECT count(*)::int AS held FROM reservations WHERE status = 'held'`);
    expect(rows[0].held).toBe(booked.length);

    await redis.start();
    const expected = booked.length * 2;
    await waitFor(`the ${expected} booking emails`, () => sendgrid.sent.length >= expected, 120_000);
    await waitFor('the outbox to be drained', async () => {
      const due = await db.query(`SELECT 1 FROM outbox WHERE dispatched_at IS NULL AND available_at <= now()`);
      return due.rowCount === 0;
    });
    // The worker records a delivery in the transaction that sends it, so SendGrid can hold an email whose row is
    // not committed yet.
    await waitFor('the deliveries to be recorded', async () => {
      const recorded = await db.query(`SELECT count(*)::int AS count FROM emails WHERE status <> 'pending'`);
      return recorded.rows[0].count >= expected;
    });
    const emails = await db.query(`SELECT status, count(*)::int AS count FROM emails GROUP BY status`);
    expect(emails.rows).toEqual([{ status: 'sent', count: expected }]);
    const perGuest = new Map<string, number>();
    for (const mail of sendgrid.sent)
      perGuest.set(`${mail.to.join()} ${mail.subject}`, (perGuest.get(`${mail.to.join()} ${mail.subject}`) ?? 0) + 1);
    expect([...perGuest.values()].every((count) => count === 1)).toBe(true);
    expect(sendgrid.sent).toHaveLength(expected);
  }, 240_000);
});
