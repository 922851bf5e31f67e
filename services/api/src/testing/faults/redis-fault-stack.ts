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
  inDays,
  testConfig,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { createApiApp } from '../../create-api-app.js';

/**
 * What the Redis fault tests break: an API and a worker on a Redis of the test's own (the shared one is never
 * touched), a fresh database and a fake SendGrid, with a guest signed in with an access code.
 */
export interface RedisFaultStack {
  redis: PrivateRedis;
  database: TestDatabase;
  sendgrid: FakeSendGrid;
  api: NestFastifyApplication;
  worker: INestApplicationContext;
  /** A connection of the test's own, to look at the tables. */
  db: pg.Client;
  guest: ReturnType<typeof request.agent>;
  /** A hold of two nights for guest number `index` (each index its own dates). */
  hold(index: number): Promise<request.Response>;
  stop(): Promise<void>;
}

export async function startRedisFaultStack(settings: Record<string, string>): Promise<RedisFaultStack> {
  const redis = await new PrivateRedis().start();
  const database = await createTestDatabase();
  const sendgrid = await new FakeSendGrid().start();
  const config = testConfig({
    LOG_LEVEL: 'error',
    REDIS_URL: redis.url,
    OUTBOX_POLL_MS: '200',
    SENDGRID_API_KEY: 'SG.test-key',
    SENDGRID_BASE_URL: sendgrid.baseUrl,
    ...settings,
  });
  const api = await createApiApp({ config, databaseUrl: database.url });
  await api.init();
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
    logger: ['error'],
  });
  await worker.init();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const admin = request.agent(api.getHttpServer());
  await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  await admin.post('/api/admin/access-codes').send({ code: 'REDIS-FAULT-GUEST', type: 'past_guest' }).expect(201);
  const guest = request.agent(api.getHttpServer());
  await guest.post('/api/access/verify').send({ code: 'REDIS-FAULT-GUEST' }).expect(200);
  return {
    redis,
    database,
    sendgrid,
    api,
    worker,
    db,
    guest,
    hold: (index) =>
      guest.post('/api/reservations').send({
        guestName: `Guest ${index}`,
        guestEmail: `guest${index}@example.com`,
        checkInDate: inDays(30 + index * 3),
        checkOutDate: inDays(32 + index * 3),
        guestCount: 2,
        totalAmount: '1',
      }),
    async stop() {
      await db.end();
      await worker.close();
      await api.close();
      await redis.remove();
      await sendgrid.stop();
      await database.drop();
    },
  };
}

/** How often SendGrid got each email (by recipients and subject): exactly once each is the point. */
export function sendsPerEmail(sendgrid: FakeSendGrid): number[] {
  const sends = new Map<string, number>();
  for (const mail of sendgrid.sent) {
    const key = `${mail.to.join()} ${mail.subject}`;
    sends.set(key, (sends.get(key) ?? 0) + 1);
  }
  return [...sends.values()];
}
