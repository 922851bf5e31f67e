import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { JobQueue, lockBookingCalendar } from '@lakehouse/server-kit';
import { type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { FakeFeedServer, allDayFeed } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { startTestApi } from '../../testing/test-api.js';
import { blockedNights, blocksOverlapping } from './blocked-nights.js';

const EXPORT_TOKEN = 'test-export-token-0123456789';

// The embedded default shape: no Redis, so the API hosts the processors and its timer runs the feed sync.
describe('GET /api/availability and the iCal export', () => {
  let database: TestDatabase;
  let feed: FakeFeedServer;
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    feed = await new FakeFeedServer().start();
    feed.answer(
      200,
      allDayFeed([
        // Airbnb- and VRBO-shaped feeds name the guest in the title: the public calendar must never show it.
        { uid: 'stay-1@airbnb.com', start: '2027-01-10', end: '2027-01-13', summary: 'Reserved - Jane D' },
        { uid: 'block-1@airbnb.com', start: '2027-01-20', end: '2027-01-22', summary: 'Airbnb (Not available)' },
      ]),
    );
    ({ app, database } = await startTestApi({ env: { ICAL_FEED_URL: feed.url, CALENDAR_EXPORT_TOKEN: EXPORT_TOKEN } }));
    dataSource = app.get(DataSource);
    await waitFor('the start-up sync', async () => {
      const rows = await dataSource.query<unknown[]>(`SELECT 1 FROM calendar_feeds WHERE last_success_at IS NOT NULL`);
      return rows.length > 0;
    });
    const insert = async (
      name: string,
      status: string,
      checkIn: string,
      checkOut: string,
      holdExpires: string | null,
    ) => {
      const [row] = await dataSource.query<{ id: string }[]>(
        `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
         VALUES ($1, $2, $3, $4, $5, 2, '{}', 100000, $6) RETURNING id`,
        [status, checkIn, checkOut, `Guest ${name}`, `${name}@guests.example`, holdExpires],
      );
      ids[name] = row!.id;
    };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await insert('held', 'held', '2027-01-12', '2027-01-15', tomorrow); // overlaps the feed's Jan 10-13 stay
    await insert('confirmed', 'confirmed', '2027-02-01', '2027-02-03', null);
    await insert('expired-hold', 'held', '2027-02-10', '2027-02-12', new Date(Date.now() - 60_000).toISOString());
    await insert('cancelled', 'cancelled', '2027-02-15', '2027-02-17', null);
    await insert('inquiry', 'inquiry', '2027-02-20', '2027-02-22', null);
    // The sync flags the feed stay that lands on the held booking.
    await app.get(JobQueue).enqueue(JobName.SyncCalendarFeed, { reason: 'admin' }, { jobId: 'test-sync' });
  });

  afterAll(async () => {
    await app?.close();
    await feed?.stop();
    await database?.drop();
  });

  it("says only booked or blocked: no feed title (a guest's name) reaches the public calendar", async () => {
    const { body } = await request(app.getHttpServer())
      .get('/api/availability?startDate=2027-01-01&endDate=2027-02-28')
      .expect(200);
    expect(JSON.stringify(body)).not.toMatch(/Jane|Reserved|Airbnb/);
    for (const night of body.blockedDates as object[]) expect(Object.keys(night).sort()).toEqual(['date', 'type']);
  });

  it('lists feed nights as blocked and direct bookings as booked, one per night, checkout days free', async () => {
    const { body } = await request(app.getHttpServer())
      .get('/api/availability?startDate=2027-01-01&endDate=2027-02-28')
      .expect(200);
    expect(body.blockedDates).toEqual([
      { date: '2027-01-10', type: 'blocked' },
      { date: '2027-01-11', type: 'blocked' },
      { date: '2027-01-12', type: 'booked' },
      { date: '2027-01-13', type: 'booked' },
      { date: '2027-01-14', type: 'booked' },
      { date: '2027-01-20', type: 'blocked' },
      { date: '2027-01-21', type: 'blocked' },
      { date: '2027-02-01', type: 'booked' },
      { date: '2027-02-02', type: 'booked' },
    ]);
    expect(body.source).toBe('pms-ical');
    const [feedRow] = await dataSource.query<{ last_success_at: Date }[]>(`SELECT last_success_at FROM calendar_feeds`);
    expect(body.lastUpdated).toBe(feedRow!.last_success_at.toISOString());
    expect(JSON.stringify(body)).not.toContain('guests.example');
  });

  it('cuts the nights to the window (both days inclusive)', async () => {
    const { body } = await request(app.getHttpServer())
      .get('/api/availability?startDate=2027-01-11&endDate=2027-01-12')
      .expect(200);
    expect(body.blockedDates.map((night: { date: string }) => night.date)).toEqual(['2027-01-11', '2027-01-12']);
  });

  it('answers without parameters with a default window around today', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/availability').expect(200);
    expect(body).toEqual({ blockedDates: expect.any(Array), lastUpdated: expect.any(String), source: 'pms-ical' });
  });

  it.each([
    ['startDate=2027-02-30&endDate=2027-03-10', 'startDate must be a date written as yyyy-MM-dd'],
    ['startDate=01/10/2027', 'startDate must be a date written as yyyy-MM-dd'],
    ['startDate=2027-03-10&endDate=2027-03-01', 'endDate must not be before startDate'],
    ['startDate=2027-01-01&endDate=2029-06-01', 'must not be longer than 24 months'],
  ])('refuses %s with a readable 400', async (query, message) => {
    const { body } = await request(app.getHttpServer()).get(`/api/availability?${query}`).expect(400);
    expect(body.message).toContain(message);
  });

  it('flags the feed stay that lands on the held booking', async () => {
    const conflicts = await dataSource.query<unknown[]>(
      `SELECT uid, reservation_id FROM calendar_conflicts WHERE resolved_at IS NULL`,
    );
    expect(conflicts).toEqual([{ uid: 'stay-1@airbnb.com', reservation_id: ids.held }]);
  });

  it('gives the booking transaction the feed blocks of a stay, checkout day exclusive', async () => {
    await dataSource.transaction(async (manager) => {
      await lockBookingCalendar(manager);
      expect((await blocksOverlapping(manager, '2027-01-13', '2027-01-20')).length).toBe(0);
      expect(await blocksOverlapping(manager, '2027-01-18', '2027-01-21')).toEqual([
        {
          source: 'pms-ical',
          uid: 'block-1@airbnb.com',
          title: 'Airbnb (Not available)',
          startsOn: '2027-01-20',
          endsOn: '2027-01-22',
        },
      ]);
      expect((await blockedNights(manager, '2027-01-21', '2027-01-22')).map((night) => night.date)).toEqual([
        '2027-01-21',
      ]);
    });
  });

  it('exports held and confirmed bookings as all-day busy events without guest data', async () => {
    await request(app.getHttpServer()).get('/api/calendar/wrong-token-0123456789.ics').expect(404);
    await request(app.getHttpServer()).get(`/api/calendar/${EXPORT_TOKEN}`).expect(404);
    const response = await request(app.getHttpServer()).get(`/api/calendar/${EXPORT_TOKEN}.ics`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.text;
    expect(text).toContain('\r\n');
    expect(text).not.toMatch(/Guest |guests\.example/);
    const events = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
    const day = (date: Date) =>
      [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    expect(
      events.map((event) => ({
        uid: event.uid,
        start: day(event.start),
        end: day(event.end!),
        allDay: event.datetype,
        summary: event.summary,
      })),
    ).toEqual([
      {
        uid: `${ids.held}@lakehouse-grantham.example`,
        start: '2027-01-12',
        end: '2027-01-15',
        allDay: 'date',
        summary: 'Reserved',
      },
      {
        uid: `${ids.confirmed}@lakehouse-grantham.example`,
        start: '2027-02-01',
        end: '2027-02-03',
        allDay: 'date',
        summary: 'Reserved',
      },
    ]);
  });
});

describe('availability without a feed, export off', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let feed: FakeFeedServer;

  beforeAll(async () => {
    feed = await new FakeFeedServer().start();
    feed.answer(500, 'down');
    ({ app, database } = await startTestApi({ env: { ICAL_FEED_URL: feed.url } }));
  });

  afterAll(async () => {
    await app?.close();
    await feed?.stop();
    await database?.drop();
  });

  it("says 'direct' with the time of the answer when no feed sync ever succeeded", async () => {
    await waitFor('the failed start-up sync', () => feed.requests > 0);
    const before = Date.now();
    const { body } = await request(app.getHttpServer())
      .get('/api/availability?startDate=2027-01-01&endDate=2027-01-31')
      .expect(200);
    expect(body).toMatchObject({ blockedDates: [], source: 'direct' });
    expect(Date.parse(body.lastUpdated)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('has no export without CALENDAR_EXPORT_TOKEN', async () => {
    await request(app.getHttpServer()).get('/api/calendar/anything-at-all-0123.ics').expect(404);
  });
});

describe('availability on the shipped sample feed (ICAL_FEED_URL=sample)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { ICAL_FEED_URL: 'sample' } }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('names the sample as the source, so the page labels its invented blocks as a sample', async () => {
    const dataSource = app.get(DataSource);
    await waitFor('the start-up sync of the sample', async () => {
      const rows = await dataSource.query<unknown[]>(`SELECT 1 FROM calendar_feeds WHERE last_success_at IS NOT NULL`);
      return rows.length > 0;
    });
    const { body } = await request(app.getHttpServer())
      .get('/api/availability?startDate=2027-12-20&endDate=2027-12-31')
      .expect(200);
    // The sample blocks the nights of Dec 24 to 26 every year.
    expect(body.source).toBe('sample-ical');
    expect(body.blockedDates.map((night: { date: string }) => night.date)).toEqual([
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
  });
});
