import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, type TestDatabase, waitForLockWait, inDays } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../test-api.js';

/** The database connections are killed (pg_terminate_backend) while a booking is inside its transaction. */
describe('fault: Postgres connection dropped mid-request', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let guest: ReturnType<typeof request.agent>;
  let operator: pg.Client;

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'DROP-TEST', type: 'past_guest' }).expect(201);
    guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'DROP-TEST' }).expect(200);
    operator = new pg.Client({ connectionString: database.url, application_name: 'fault-operator' });
    await operator.connect();
  });

  afterAll(async () => {
    await operator?.end();
    await app?.close();
    await database?.drop();
  });

  const booking = {
    guestName: 'Edsger Dijkstra',
    guestEmail: 'edsger@example.com',
    checkInDate: inDays(40),
    checkOutDate: inDays(43),
    guestCount: 2,
    totalAmount: '1',
  };

  it('answers 503 with a readable message, writes nothing, and serves the next requests by itself', async () => {
    // Hold the booking in flight: its insert waits behind this table lock, inside the API's transaction.
    await operator.query('BEGIN');
    await operator.query('LOCK TABLE reservations IN SHARE ROW EXCLUSIVE MODE');
    const inFlight = guest
      .post('/api/reservations')
      .send(booking)
      .then((response) => response);
    await waitForLockWait(operator, 'the booking to wait inside its transaction');
    // Every connection of the API to this database, busy or idle, is cut.
    const { rowCount: killed } = await operator.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(killed).toBeGreaterThan(0);
    const response = await inFlight;
    await operator.query('ROLLBACK');

    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.message).toBe(
      'The booking database cannot be reached right now. Please try again in a moment.',
    );
    expect(response.headers['retry-after']).toBe('5');
    expect((await operator.query('SELECT 1 FROM reservations')).rowCount).toBe(0);

    // No restart: the pool replaces the dead connections on the next requests.
    const retried = await guest.post('/api/reservations').send(booking);
    expect(retried.status).toBe(201);
    const { body } = await request(app.getHttpServer())
      .get(`/api/availability?startDate=${inDays(39)}&endDate=${inDays(44)}`)
      .expect(200);
    expect(body.blockedDates.map((night: { date: string }) => night.date)).toEqual([
      inDays(40),
      inDays(41),
      inDays(42),
    ]);
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });
});
