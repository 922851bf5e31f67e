import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  TEST_ADMIN_CODE,
  type TestDatabase,
  createTestDatabase,
  inDays,
  waitForLockWait,
} from '@lakehouse/server-kit/testing';
import { startApiOn } from '../test-api.js';
import { StallingTcpProxy } from './stalling-tcp-proxy.js';

const UNAVAILABLE = 'The booking database cannot be reached right now. Please try again in a moment.';
// Short waits, long enough for the test to stall the network while a booking waits inside its transaction.
const TIMEOUT_SETTINGS = {
  DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
  DATABASE_STATEMENT_TIMEOUT_SECONDS: '2',
  DATABASE_LOCK_TIMEOUT_SECONDS: '2',
};
// The client's own wait is the statement timeout plus 1 s; a stall costs one such wait, not one per statement.
const ANSWERED_WITHIN_MS = 3000 + 1500;

/** Postgres stops answering (a stalled network in front of it) or a lock is held: the API answers 503 fast. */
describe('fault: Postgres stalls', () => {
  let database: TestDatabase;
  let proxy: StallingTcpProxy;
  let app: NestFastifyApplication;
  let guest: ReturnType<typeof request.agent>;
  let secondGuest: ReturnType<typeof request.agent>;
  let operator: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url);
    proxy = await StallingTcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await startApiOn(
      { ...database, url: proxied.toString() },
      { env: { LOG_LEVEL: 'error', ...TIMEOUT_SETTINGS } },
    );
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    // Two guests: one code may hold only so many unpaid nights at a time.
    for (const code of ['STALL-TEST', 'STALL-TEST-2']) {
      await admin.post('/api/admin/access-codes').send({ code, type: 'past_guest' }).expect(201);
    }
    guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'STALL-TEST' }).expect(200);
    secondGuest = request.agent(app.getHttpServer());
    await secondGuest.post('/api/access/verify').send({ code: 'STALL-TEST-2' }).expect(200);
    operator = new pg.Client({ connectionString: database.url, application_name: 'fault-operator' });
    await operator.connect();
  });

  afterAll(async () => {
    proxy?.forward();
    await operator?.end();
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  const bookingFrom = (firstNight: number) => ({
    guestName: 'Barbara Liskov',
    guestEmail: 'barbara@example.com',
    checkInDate: inDays(firstNight),
    checkOutDate: inDays(firstNight + 3),
    guestCount: 2,
    totalAmount: '1',
  });
  const reservationsFrom = async (firstNight: number) =>
    (await operator.query('SELECT status FROM reservations WHERE check_in = $1', [inDays(firstNight)])).rows;

  async function timedBooking(firstNight: number, by = guest) {
    const started = Date.now();
    const response = await by.post('/api/reservations').send(bookingFrom(firstNight));
    return { response, elapsedMs: Date.now() - started };
  }

  it('answers 503 with Retry-After within the lock timeout when the calendar is locked, and holds nothing', async () => {
    await operator.query('BEGIN');
    await operator.query('LOCK TABLE reservations IN SHARE ROW EXCLUSIVE MODE');
    const { response, elapsedMs } = await timedBooking(40);
    await operator.query('ROLLBACK');

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body.message).toBe(UNAVAILABLE);
    expect(elapsedMs).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(await reservationsFrom(40)).toEqual([]);
  });

  it('answers 503 with Retry-After within the statement timeout while Postgres stalls, and holds nothing', async () => {
    proxy.stall();
    const { response, elapsedMs } = await timedBooking(50);

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body.message).toBe(UNAVAILABLE);
    expect(elapsedMs).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(await reservationsFrom(50)).toEqual([]);

    // The held bytes now reach Postgres: whatever of that booking they carry is rolled back, never committed.
    proxy.forward();
    const retried = await guest.post('/api/reservations').send(bookingFrom(50));
    expect(retried.status).toBe(201);
    expect(await reservationsFrom(50)).toEqual([{ status: 'held' }]);
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });

  it('answers 503 within one wait when Postgres stalls mid-transaction, and that hold is never committed', async () => {
    // The booking waits inside its transaction behind this lock; then the network stalls and the lock goes, so
    // Postgres inserts the hold but its answer, and anything the API sends after, is held in the network.
    await operator.query('BEGIN');
    await operator.query('LOCK TABLE reservations IN SHARE ROW EXCLUSIVE MODE');
    const inFlight = timedBooking(60, secondGuest);
    await waitForLockWait(operator, 'the booking to wait inside its transaction');
    proxy.stall();
    await operator.query('ROLLBACK');
    const { response, elapsedMs } = await inFlight;

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(elapsedMs).toBeLessThan(ANSWERED_WITHIN_MS);

    proxy.forward();
    const retried = await secondGuest.post('/api/reservations').send(bookingFrom(60));
    expect(retried.status).toBe(201);
    expect(await reservationsFrom(60)).toEqual([{ status: 'held' }]);
  });
});
