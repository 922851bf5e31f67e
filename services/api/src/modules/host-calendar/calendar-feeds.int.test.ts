import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type AdminCalendarFeed, adminCalendarFeedSchema, adminCalendarFeedStatusSchema } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { FakeFeedServer, allDayFeed } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { startTestApi } from '../../testing/test-api.js';

describe('the host adds several iCal feeds; each syncs on its own', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let airbnb: FakeFeedServer;
  let vrbo: FakeFeedServer;

  beforeAll(async () => {
    airbnb = await new FakeFeedServer().start();
    vrbo = await new FakeFeedServer().start();
    // No Redis: the API runs the sync jobs itself.
    ({ app, database } = await startTestApi({ env: { ICAL_FEED_URL: 'none' } }));
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await airbnb?.stop();
    await vrbo?.stop();
    await database?.drop();
  });

  const feeds = async () =>
    adminCalendarFeedSchema.array().parse((await admin.get('/api/admin/calendar-feeds').expect(200)).body);
  const feedNamed = async (name: string) => (await feeds()).find((feed) => feed.name === name)!;
  const settled = (name: string) => waitFor(`${name}'s sync to end`, async () => !(await feedNamed(name)).syncing);
  const blockedDates = async () =>
    (
      (await request(app.getHttpServer()).get('/api/availability?startDate=2027-05-01&endDate=2027-06-30').expect(200))
        .body.blockedDates as { date: string }[]
    ).map((night) => night.date);

  it('two feeds sync on their own: one failing keeps its blocks and status apart, the other untouched; removing one drops its blocks', async () => {
    airbnb.answer(
      200,
      allDayFeed([{ uid: 'a-1@airbnb.com', start: '2027-05-01', end: '2027-05-03', summary: 'Reserved' }]),
    );
    vrbo.answer(200, allDayFeed([{ uid: 'v-1@vrbo.com', start: '2027-06-01', end: '2027-06-02', summary: 'Blocked' }]));
    const added = adminCalendarFeedSchema.parse(
      (await admin.post('/api/admin/calendar-feeds').send({ name: 'Airbnb', url: airbnb.url }).expect(201)).body,
    );
    expect(added).toMatchObject({ name: 'Airbnb', addedByHost: true });
    await admin.post('/api/admin/calendar-feeds').send({ name: 'VRBO', url: vrbo.url }).expect(201);
    await settled('Airbnb');
    await settled('VRBO');
    await waitFor('both feeds synced', async () => (await feeds()).every((feed) => feed.status === 'ok'));
    expect(await blockedDates()).toEqual(['2027-05-01', '2027-05-02', '2027-06-01']);
    // Guests see the synced-data note; the host's month names each block by its feed.
    expect(
      (await request(app.getHttpServer()).get('/api/availability?startDate=2027-05-01&endDate=2027-05-31').expect(200))
        .body.source,
    ).toBe('pms-ical');
    const may = (await admin.get('/api/admin/calendar?month=2027-05').expect(200)).body as {
      entries: { kind: string; label: string }[];
    };
    expect(may.entries).toEqual([expect.objectContaining({ kind: 'feed_block', label: 'Airbnb: Reserved' })]);
    const airbnbBefore: AdminCalendarFeed = await feedNamed('Airbnb');

    vrbo.answer(500, 'Internal Server Error');
    expect(
      (await admin.post(`/api/admin/calendar-feeds/${(await feedNamed('VRBO')).source}/sync`).expect(202)).body.message,
    ).toBe('Calendar sync started');
    await settled('VRBO');
    const vrboNow = await feedNamed('VRBO');
    expect(vrboNow).toMatchObject({
      status: 'failing',
      blocksCount: 1,
      lastError: expect.stringContaining('HTTP 500'),
    });
    expect(await feedNamed('Airbnb')).toEqual(airbnbBefore);
    expect(await blockedDates()).toEqual(['2027-05-01', '2027-05-02', '2027-06-01']);

    await admin.delete(`/api/admin/calendar-feeds/${added.source}`).expect(204);
    expect((await feeds()).map((feed) => feed.name)).toEqual(['VRBO']);
    expect(await blockedDates()).toEqual(['2027-06-01']);
    await admin.delete(`/api/admin/calendar-feeds/${added.source}`).expect(404);
  });

  it("the dashboard's feed status lists the same feeds with the same block counts as /admin/calendar", async () => {
    airbnb.answer(
      200,
      allDayFeed([
        { uid: 'a-2@airbnb.com', start: '2027-08-01', end: '2027-08-03', summary: 'Reserved' },
        { uid: 'a-3@airbnb.com', start: '2027-08-10', end: '2027-08-12', summary: 'Reserved' },
      ]),
    );
    await admin.post('/api/admin/calendar-feeds').send({ name: 'Airbnb again', url: airbnb.url }).expect(201);
    await settled('Airbnb again');
    const status = adminCalendarFeedStatusSchema.parse((await admin.get('/api/admin/calendar-feed').expect(200)).body);
    const calendarPage = await feeds();
    expect(status.feeds.map((feed) => [feed.name, feed.status, feed.blocksCount])).toEqual(
      calendarPage.map((feed) => [feed.name, feed.status, feed.blocksCount]),
    );
    expect(status.feeds.find((feed) => feed.name === 'Airbnb again')!.blocksCount).toBe(2);
    // Without CALENDAR_EXPORT_TOKEN there is no export link, and the status says so with null.
    expect(status.exportUrl).toBeNull();
  });

  it('refuses a feed without a usable URL, in words, and is for the host only', async () => {
    const { body } = await admin
      .post('/api/admin/calendar-feeds')
      .send({ name: 'Broken', url: 'ftp://example.com/cal.ics' })
      .expect(400);
    expect(JSON.stringify(body)).toContain('Feed URL must be an http(s):// address');
    await request(app.getHttpServer()).get('/api/admin/calendar-feeds').expect(401);
    await request(app.getHttpServer()).post('/api/admin/calendar-feeds/pms-ical/sync').expect(401);
  });
});
