import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { JobName } from '@lakehouse/contracts';
import { JobQueue } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { FakeFeedServer, allDayFeed } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { startTestApi } from '../../testing/test-api.js';
import { AvailabilityCache } from './availability-cache.js';

const WINDOW = 'startDate=2027-03-01&endDate=2027-05-31';

interface Night {
  date: string;
  type: string;
}

/** Every writer of what availability shows drops the cached answer: no request ever sees a stale calendar. */
describe('the availability cache', () => {
  let database: TestDatabase;
  let feed: FakeFeedServer;
  let app: NestFastifyApplication;
  let cache: AvailabilityCache;
  let admin: ReturnType<typeof request.agent>;
  let guest: ReturnType<typeof request.agent>;
  let otherProcess: pg.Client;

  beforeAll(async () => {
    feed = await new FakeFeedServer().start();
    feed.answer(200, allDayFeed([{ uid: 'a@pms', start: '2027-03-02', end: '2027-03-04', summary: 'Reserved' }]));
    ({ app, database } = await startTestApi({
      env: { ICAL_FEED_URL: feed.url, OUTBOX_POLL_MS: '100', LOG_LEVEL: 'error' },
    }));
    cache = app.get(AvailabilityCache);
    otherProcess = new pg.Client({ connectionString: database.url });
    await otherProcess.connect();
    await waitFor(
      'the start-up feed sync',
      async () => (await otherProcess.query('SELECT 1 FROM calendar_blocks')).rowCount! > 0,
    );
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'CACHE-TEST', type: 'past_guest' }).expect(201);
    guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'CACHE-TEST' }).expect(200);
  });

  afterAll(async () => {
    await otherProcess?.end();
    await app?.close();
    await feed?.stop();
    await database?.drop();
  });

  /** Answers served from memory: the read cache's hits. */
  const servedFromMemory = () => cache.hits;

  async function nights(): Promise<Night[]> {
    const { body } = await request(app.getHttpServer()).get(`/api/availability?${WINDOW}`).expect(200);
    return body.blockedDates as Night[];
  }

  /** Reads twice so the second answer comes from memory: the next change must then drop it. */
  async function cachedNights(): Promise<Night[]> {
    const first = await nights();
    const before = servedFromMemory();
    expect(await nights()).toEqual(first);
    expect(servedFromMemory()).toBe(before + 1);
    return first;
  }

  const booked = (list: Night[]) => list.filter((night) => night.type === 'booked').map((night) => night.date);
  const blocked = (list: Night[]) => list.filter((night) => night.type === 'blocked').map((night) => night.date);

  async function hold(checkInDate: string, checkOutDate: string): Promise<string> {
    const { body } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Grace Hopper',
        guestEmail: 'grace@example.com',
        checkInDate,
        checkOutDate,
        guestCount: 2,
        totalAmount: '1',
      })
      .expect(201);
    return body.id as string;
  }

  it('serves a repeated window from the cache', async () => {
    expect(blocked(await cachedNights())).toEqual(['2027-03-02', '2027-03-03']);
  });

  it('drops it when a reservation is created, and when it is cancelled', async () => {
    await cachedNights();
    const id = await hold('2027-04-10', '2027-04-12');
    expect(booked(await cachedNights())).toEqual(['2027-04-10', '2027-04-11']);
    await admin.post(`/api/admin/reservations/${id}/cancel`).expect(200);
    expect(booked(await nights())).toEqual([]);
  });

  it('drops it when a hold is confirmed', async () => {
    const id = await hold('2027-04-20', '2027-04-21');
    await cachedNights();
    // Confirming changes no night, but it is a write the cache must not outlive; the night stays booked.
    const before = servedFromMemory();
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    expect(booked(await nights())).toEqual(['2027-04-20']);
    expect(servedFromMemory()).toBe(before);
  });

  it('drops it when a hold runs out by itself, and when the expiry job marks it expired', async () => {
    const id = await hold('2027-05-01', '2027-05-03');
    // Long enough for the two reads below to come before it on a busy machine, short enough to wait for.
    await otherProcess.query(`UPDATE reservations SET hold_expires_at = now() + interval '10 seconds' WHERE id = $1`, [
      id,
    ]);
    expect(booked(await cachedNights())).toContain('2027-05-01');
    // No write announces the end of a hold: the entry ends at the earliest hold's expiry.
    await waitFor('the hold to run out', async () => !booked(await nights()).includes('2027-05-01'));
    await cachedNights();
    const before = servedFromMemory();
    await app.get(JobQueue).enqueue(JobName.ExpireHold, { reservationId: id }, { jobId: `expire-${id}` });
    await waitFor(
      'the expiry job',
      async () =>
        (await otherProcess.query(`SELECT 1 FROM reservations WHERE id = $1 AND status = 'expired'`, [id])).rowCount ===
        1,
    );
    await nights();
    expect(servedFromMemory()).toBe(before);
  });

  it('drops it when a feed sync replaces the blocks', async () => {
    expect(blocked(await cachedNights())).toEqual(['2027-03-02', '2027-03-03']);
    feed.answer(200, allDayFeed([{ uid: 'b@pms', start: '2027-03-20', end: '2027-03-22', summary: 'Owner stay' }]));
    await admin.post('/api/admin/calendar-feed/sync').expect(202);
    await waitFor(
      'the new feed blocks',
      async () => (await otherProcess.query(`SELECT 1 FROM calendar_blocks WHERE uid = 'b@pms'`)).rowCount === 1,
    );
    expect(blocked(await nights())).toEqual(['2027-03-20', '2027-03-21']);
  });

  it('drops it when another process writes (the worker, a psql session)', async () => {
    await cachedNights();
    await otherProcess.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents)
       VALUES ('confirmed', '2027-05-20', '2027-05-21', 'Other', 'other@example.com', 2, '{}', 1)`,
    );
    // The notice travels at commit over the cache's LISTEN connection: the next read waits for nothing else.
    await waitFor('the change notice', async () => booked(await nights()).includes('2027-05-20'));
  });

  it('caches nothing while its LISTEN connection is cut, and listens again by itself', async () => {
    await otherProcess.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'lakehouse-change-notices' AND datname = current_database()`,
    );
    await waitFor('the cache to listen again', async () => {
      const before = servedFromMemory();
      await nights();
      await nights();
      return servedFromMemory() > before;
    });
    await otherProcess.query(`DELETE FROM reservations WHERE check_in = '2027-05-20'`);
    await waitFor('the change notice', async () => !booked(await nights()).includes('2027-05-20'));
  });
});
