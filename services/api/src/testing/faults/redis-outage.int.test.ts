import { OperationsServer } from '@lakehouse/server-kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { inDays, waitFor } from '@lakehouse/server-kit/testing';
import { type RedisFaultStack, sendsPerEmail, startRedisFaultStack } from './redis-fault-stack.js';

// REDIS_OUTAGE_SECONDS=120 runs the two-minute outage; the default proves the same in less time.
const OUTAGE_MS = Number(process.env.REDIS_OUTAGE_SECONDS ?? 10) * 1000;

/**
 * Redis is stopped while guests book. The bookings commit (their jobs wait in the outbox), the API never answers
 * 5xx and stays ready (so its pods keep their traffic) while the worker, which cannot work without Redis, is not;
 * once Redis is back every job runs: each booking's two emails go out exactly once.
 */
describe(`fault: Redis stopped for ${OUTAGE_MS / 1000} s while bookings are made`, () => {
  let stack: RedisFaultStack;

  beforeAll(async () => {
    stack = await startRedisFaultStack({ QUEUE_PREFIX: 'outage' });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it(
    'commits every booking during the outage and runs their jobs once Redis is back',
    async () => {
      const { redis, api, worker, db, sendgrid } = stack;
      await redis.stop();
      const stoppedAt = Date.now();
      const booked: string[] = [];
      for (let index = 0; Date.now() - stoppedAt < OUTAGE_MS; index += 1) {
        const response = await stack.hold(index);
        expect([index, response.status, response.body.message]).toEqual([index, 201, undefined]);
        booked.push(response.body.id as string);
        await request(api.getHttpServer())
          .get(`/api/availability?startDate=${inDays(29)}&endDate=${inDays(90)}`)
          .expect(200);
        const readiness = await request(api.getHttpServer()).get('/api/health/ready');
        expect([index, readiness.status, readiness.body.checks?.redis]).toEqual([index, 200, 'down']);
        expect(readiness.body.degraded).toBe('Redis is not answering: jobs wait in the outbox until it is back.');
        // A booking every second or so for the whole outage, not a burst at its start.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(booked.length).toBeGreaterThanOrEqual(5);
      const workerReadiness = await fetch(`http://127.0.0.1:${worker.get(OperationsServer).boundPort}/health/ready`);
      expect(workerReadiness.status).toBe(503);
      expect(await workerReadiness.json()).toMatchObject({ message: 'Not ready: Redis is not answering.' });
      expect(sendgrid.sent).toHaveLength(0);
      const { rows } = await db.query(`SELECT count(*)::int AS held FROM reservations WHERE status = 'held'`);
      expect(rows[0].held).toBe(booked.length);

      await redis.start();
      const expected = booked.length * 2;
      await waitFor(`the ${expected} booking emails`, () => sendgrid.sent.length >= expected, 120_000);
      await waitFor('the outbox to be drained', async () => {
        const due = await db.query(`SELECT 1 FROM outbox WHERE completed_at IS NULL AND available_at <= now()`);
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
      expect(sendsPerEmail(sendgrid)).toEqual(Array(expected).fill(1));
    },
    OUTAGE_MS + 240_000,
  );
});
