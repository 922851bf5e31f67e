import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@lakehouse/server-kit';
import { createTestDatabase, type TestDatabase } from '@lakehouse/server-kit/testing';
import { CalendarFeedSync } from './calendar-feed-sync.js';
import { SAMPLE_FEED_FILE } from './calendar-feed-options.js';
import { FakeFeedServer, allDayFeed } from './fixtures/feed-server.js';

const goodFeed = allDayFeed([
  { uid: 'stay-1@airbnb.com', start: '2027-01-10', end: '2027-01-13', summary: 'Reserved' },
  { uid: 'block-1@airbnb.com', start: '2027-01-20', end: '2027-01-22', summary: 'Airbnb (Not available)' },
  { uid: 'closed-1@booking.com', start: '2027-02-01', end: '2027-02-02', summary: 'CLOSED - Not available' },
]);

describe('calendar feed sync on real Postgres', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let feed: FakeFeedServer;
  let sync: CalendarFeedSync;

  const blocks = () =>
    dataSource.query<{ uid: string; title: string; startsOn: string; endsOn: string }[]>(
      `SELECT uid, title, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
         FROM calendar_blocks WHERE source = 'pms-ical' ORDER BY starts_on, uid`,
    );
  const feedRow = async () =>
    (await dataSource.query<Record<string, unknown>[]>(`SELECT * FROM calendar_feeds WHERE source = 'pms-ical'`))[0];

  /** The sync fails with `message`, the stored blocks are unchanged and the error is in the feed's status. */
  const expectRefused = async (attempt: () => Promise<unknown>, message: string) => {
    const good = await blocks();
    await expect(attempt()).rejects.toThrow(message);
    expect(await blocks()).toEqual(good);
    const row = await feedRow();
    expect(row!.last_error).toContain(message);
    expect((row!.last_error_at as Date).getTime()).toBeGreaterThanOrEqual((row!.last_success_at as Date).getTime());
    expect(row!.events_count).toBe(3);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    feed = await new FakeFeedServer().start();
    sync = new CalendarFeedSync(dataSource, {
      source: 'pms-ical',
      url: feed.url,
      sampleFile: SAMPLE_FEED_FILE,
      timeZone: 'America/New_York',
      fetchTimeoutMs: 500,
      allowLocalNetwork: true,
    });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await feed?.stop();
    await database?.drop();
  });

  beforeEach(async () => {
    feed.delayMs = 0;
    await dataSource.query('DELETE FROM calendar_conflicts');
    await dataSource.query('DELETE FROM reservations');
    feed.answer(200, goodFeed);
    await sync.sync();
  });

  it('stores the feed blocks and records the success', async () => {
    expect(await blocks()).toEqual([
      { uid: 'stay-1@airbnb.com', title: 'Reserved', startsOn: '2027-01-10', endsOn: '2027-01-13' },
      { uid: 'block-1@airbnb.com', title: 'Airbnb (Not available)', startsOn: '2027-01-20', endsOn: '2027-01-22' },
      { uid: 'closed-1@booking.com', title: 'CLOSED - Not available', startsOn: '2027-02-01', endsOn: '2027-02-02' },
    ]);
    expect(await feedRow()).toMatchObject({ url: feed.url, events_count: 3, last_success_at: expect.any(Date) });
  });

  it('is idempotent: the same feed twice gives the same rows', async () => {
    const before = await blocks();
    await sync.sync();
    expect(await blocks()).toEqual(before);
  });

  it.each([
    ['an HTTP 500', 500, '<html><body>Internal Server Error</body></html>', 'HTTP 500'],
    [
      'an HTML page with status 200',
      200,
      '<!DOCTYPE html><html><head><title>Sign in</title></head></html>',
      'HTML page',
    ],
    ['an empty body', 200, '', 'empty body'],
    ['garbage', 200, 'Rate limit exceeded, try later', 'not an iCalendar file'],
  ])('keeps the last good blocks and records the error on %s', async (_what, status, body, message) => {
    feed.answer(status, body, 'text/html');
    await expectRefused(() => sync.sync(), message);
  });

  it('keeps the last good blocks when the feed does not answer in time', async () => {
    const good = await blocks();
    feed.delayMs = 2_000;
    await expect(sync.sync()).rejects.toThrow('did not answer within 0.5 s');
    expect(await blocks()).toEqual(good);
    expect((await feedRow())!.last_error).toContain('did not answer');
  });

  describe('hostile feeds (threat 13 of docs/security.md): the sync fails, the last good blocks stay, the host sees why', () => {
    // Streaming 5 MB on a loaded machine may take longer than the 0.5 s the timeout test uses.
    const patientSync = () =>
      new CalendarFeedSync(dataSource, {
        source: 'pms-ical',
        url: feed.url,
        sampleFile: SAMPLE_FEED_FILE,
        timeZone: 'America/New_York',
        fetchTimeoutMs: 20_000,
        allowLocalNetwork: true,
      });

    it('cuts off an endless answer with no Content-Length at 5 MB while it streams', async () => {
      feed.answerEndlessly();
      await expectRefused(() => patientSync().sync(), 'larger than 5 MB');
      await feed.endlessAnswerClosed;
      // Read to the end, this answer never finishes: the server stopped because the worker hung up.
      expect(feed.endlessBytesSent).toBeGreaterThan(5 * 1024 * 1024);
      expect(feed.endlessBytesSent).toBeLessThan(40 * 1024 * 1024);
    });

    it('refuses an answer declaring more than 5 MB without reading it', async () => {
      feed.answerEndlessly(6 * 1024 * 1024);
      await expectRefused(() => patientSync().sync(), 'larger than 5 MB');
    });

    it('refuses a repeating event without an end that expands past 5,000 occurrences', async () => {
      const hourly = goodFeed.replace(
        'END:VCALENDAR',
        [
          'BEGIN:VEVENT',
          'UID:every-hour@example.com',
          'DTSTAMP:20261101T000000Z',
          'DTSTART:20261101T100000Z',
          'DTEND:20261101T103000Z',
          'RRULE:FREQ=HOURLY',
          'SUMMARY:Cleaning',
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n'),
      );
      feed.answer(200, hourly);
      await expectRefused(() => patientSync().sync(), 'more than 5,000 stays or blocks');
    });

    it('refuses a sudden drop to no upcoming blocks from a feed that had 3, naming it in the feed status', async () => {
      // Now, after the feed's one stay and after the last good sync (the refusal is recorded as of now).
      const now = new Date();
      feed.answer(
        200,
        allDayFeed([{ uid: 'old-stay@airbnb.com', start: '2026-10-01', end: '2026-10-04', summary: 'Reserved' }]),
      );
      await expectRefused(
        () => sync.sync(now),
        'suddenly lists no upcoming stays or blocks, where the last good sync had 3',
      );
      feed.answer(200, allDayFeed([]));
      await expectRefused(() => sync.sync(now), 'suddenly lists no upcoming stays or blocks');
    });
  });

  it('frees the dates of a UID gone from a valid fetch; a valid empty calendar frees everything', async () => {
    feed.answer(
      200,
      allDayFeed([{ uid: 'stay-1@airbnb.com', start: '2027-01-10', end: '2027-01-13', summary: 'Reserved' }]),
    );
    await sync.sync();
    expect((await blocks()).map((block) => block.uid)).toEqual(['stay-1@airbnb.com']);
    feed.answer(200, allDayFeed([]));
    await sync.sync();
    expect(await blocks()).toEqual([]);
    expect((await feedRow())!.events_count).toBe(0);
  });

  it('flags a feed block that lands on a held or confirmed booking, once, and resolves it when the block moves', async () => {
    const [held] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ('held', '2027-01-12', '2027-01-15', 'Grace Hopper', 'grace@example.com', 2, '{}', 100000, now() + interval '1 day') RETURNING id`,
    );
    // Back to back with the feed's Jan 20-22 block: the checkout day is free, so no conflict.
    await dataSource.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents)
       VALUES ('confirmed', '2027-01-22', '2027-01-25', 'Ada Lovelace', 'ada@example.com', 2, '{}', 100000),
              ('cancelled', '2027-01-20', '2027-01-21', 'Alan Turing', 'alan@example.com', 2, '{}', 100000)`,
    );
    await sync.sync();
    await sync.sync();
    const conflicts = () =>
      dataSource.query<{ uid: string; reservation_id: string; starts_on: string; resolved_at: Date | null }[]>(
        `SELECT uid, reservation_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, resolved_at FROM calendar_conflicts ORDER BY detected_at`,
      );
    expect(await conflicts()).toEqual([
      { uid: 'stay-1@airbnb.com', reservation_id: held!.id, starts_on: '2027-01-10', resolved_at: null },
    ]);
    feed.answer(
      200,
      allDayFeed([{ uid: 'stay-1@airbnb.com', start: '2027-01-08', end: '2027-01-12', summary: 'Reserved' }]),
    );
    await sync.sync();
    expect(await conflicts()).toEqual([
      { uid: 'stay-1@airbnb.com', reservation_id: held!.id, starts_on: '2027-01-10', resolved_at: expect.any(Date) },
    ]);
  });

  it('reads the sample feed shipped with the repository (ICAL_FEED_URL=sample), and forgets its blocks once it is no longer asked for', async () => {
    const options = {
      source: 'sample-test',
      url: undefined,
      sampleFile: SAMPLE_FEED_FILE,
      timeZone: 'America/New_York',
      fetchTimeoutMs: 500,
      allowLocalNetwork: true,
    };
    const outcome = await new CalendarFeedSync(dataSource, options).sync();
    expect(outcome.blocks).toBeGreaterThan(0);
    const feedRows = () =>
      dataSource.query<{ url: string; events_count: number }[]>(
        `SELECT url, events_count FROM calendar_feeds WHERE source = 'sample-test'`,
      );
    const blockCount = async () =>
      (
        await dataSource.query<[{ count: number }]>(
          `SELECT count(*)::int AS count FROM calendar_blocks WHERE source = 'sample-test'`,
        )
      )[0].count;
    expect(await feedRows()).toEqual([{ url: 'sample:sample-feed.ics', events_count: outcome.blocks }]);
    expect(await blockCount()).toBe(outcome.blocks);

    // The next start without ICAL_FEED_URL=sample: the invented blocks no longer close nights to guests.
    await new CalendarFeedSync(dataSource, { ...options, enabled: false }).onModuleInit();
    expect(await feedRows()).toEqual([]);
    expect(await blockCount()).toBe(0);

    // A real feed's blocks are never touched by a start, whatever its settings.
    const realBlocks = await dataSource.query<unknown[]>(`SELECT uid FROM calendar_blocks WHERE source = 'pms-ical'`);
    expect(realBlocks.length).toBeGreaterThan(0);
    for (const enabled of [false, true])
      await new CalendarFeedSync(dataSource, { ...options, source: 'pms-ical', url: feed.url, enabled }).onModuleInit();
    expect(await dataSource.query(`SELECT uid FROM calendar_blocks WHERE source = 'pms-ical'`)).toEqual(realBlocks);
  });
});
