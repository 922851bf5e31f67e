import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, type TestDatabase, createTestDatabase, inDays, waitFor } from '@lakehouse/server-kit/testing';
import { CHANGE_LISTENER_NAME } from '../../platform/read-cache/change-notices.js';
import { startApiOn } from '../test-api.js';
import { StallingTcpProxy } from './stalling-tcp-proxy.js';

const FROZEN_MS = 25_000;
const REQUEST_TIMEOUT_SECONDS = 10;
const TIMEOUT_SETTINGS = {
  REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
  DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
  DATABASE_STATEMENT_TIMEOUT_SECONDS: '3',
  DATABASE_LOCK_TIMEOUT_SECONDS: '2',
};
const CACHED_READS = ['/api/property', '/api/config/pricing', '/api/photo-manifest'];

/**
 * The read caches' LISTEN connection freezes (its network stalls) while the pool's connections work: cached reads
 * and holds answer as if nothing happened, only from the database, and readiness says the listener is lost.
 */
describe('fault: the change listener freezes', () => {
  let database: TestDatabase;
  let proxy: StallingTcpProxy;
  let app: NestFastifyApplication;
  let operator: pg.Client;
  const guests: ReturnType<typeof request.agent>[] = [];
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    database = await createTestDatabase();
    let proxiedUrl: string;
    ({ proxy, url: proxiedUrl } = await StallingTcpProxy.inFrontOf(database.url));
    app = await startApiOn({ ...database, url: proxiedUrl }, { env: { LOG_LEVEL: 'error', ...TIMEOUT_SETTINGS } });
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    for (let index = 0; index < 5; index += 1) {
      const code = `FROZEN-LISTENER-${index}`;
      await admin.post('/api/admin/access-codes').send({ code, type: 'past_guest' }).expect(201);
      const guest = request.agent(app.getHttpServer());
      await guest.post('/api/access/verify').send({ code }).expect(200);
      guests.push(guest);
    }
    operator = new pg.Client({ connectionString: database.url });
    await operator.connect();
  });

  afterAll(async () => {
    proxy?.forward();
    await operator?.end();
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  const holdFrom = (firstNight: number, idempotencyKey: string) => ({
    guestName: 'Edsger Dijkstra',
    guestEmail: 'edsger@example.com',
    checkInDate: inDays(firstNight),
    checkOutDate: inDays(firstNight + 2),
    guestCount: 2,
    idempotencyKey,
  });
  const heldFrom = async (firstNight: number) =>
    (await operator.query('SELECT id FROM reservations WHERE check_in = $1', [inDays(firstNight)])).rows as {
      id: string;
    }[];

  async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; elapsedMs: number }> {
    const started = Date.now();
    const answer = await work();
    return { answer, elapsedMs: Date.now() - started };
  }

  it('answers cached reads within 2 s and holds within the request timeout, and readiness reports it', async () => {
    for (const path of CACHED_READS) for (let twice = 0; twice < 2; twice += 1) await api().get(path).expect(200);
    expect((await api().get('/api/health/ready').expect(200)).body.checks.changeListener).toBe('listening');

    proxy.stall(CHANGE_LISTENER_NAME);
    const frozenAt = Date.now();
    const readTimes: number[] = [];
    const holds = guests
      .slice(0, 4)
      .map((guest, index) => timed(() => guest.post('/api/reservations').send(holdFrom(30 + index * 5, randomUUID()))));
    // Read through the whole freeze: every answer comes in time, the first (whose catch-up times out) included.
    while (Date.now() - frozenAt < FROZEN_MS) {
      for (const path of CACHED_READS) {
        const { answer, elapsedMs } = await timed(() => api().get(path));
        expect(answer.status).toBe(200);
        readTimes.push(elapsedMs);
      }
    }
    const ready = await api().get('/api/health/ready');
    const answeredHolds = await Promise.all(holds);
    proxy.forward();

    expect(Math.max(...readTimes)).toBeLessThan(2000);
    expect(ready.status).toBe(200);
    expect(ready.body.checks.changeListener).toBe('lost');
    expect(ready.body.degraded).toContain("The read caches' change listener is not answering");
    for (const [index, { answer, elapsedMs }] of answeredHolds.entries()) {
      expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000);
      // Answered 201 and committed, or answered with an error and never committed.
      expect(await heldFrom(30 + index * 5)).toHaveLength(answer.status === 201 ? 1 : 0);
      expect(answer.status).toBe(201);
    }
    await waitFor(
      'the listener to be back',
      async () => (await api().get('/api/health/ready')).body.checks.changeListener === 'listening',
      20_000,
    );
  }, 60_000);

  it('answers a hold sent again with the same key with that hold, not a conflict with it', async () => {
    const key = randomUUID();
    const guest = guests[4]!;
    const first = await guest.post('/api/reservations').send(holdFrom(70, key)).expect(201);
    const again = await guest.post('/api/reservations').send(holdFrom(70, key)).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await heldFrom(70)).toEqual([{ id: first.body.id }]);
    // Another guest can't use that key to reach the hold, and a new attempt at the same nights is a conflict.
    await guests[1]!.post('/api/reservations').send(holdFrom(70, key)).expect(409);
    await guest.post('/api/reservations').send(holdFrom(70, randomUUID())).expect(409);
  });
});
