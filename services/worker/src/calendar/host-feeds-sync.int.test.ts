import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@lakehouse/server-kit';
import { createTestDatabase, type TestDatabase } from '@lakehouse/server-kit/testing';
import { CalendarFeedSync } from './calendar-feed-sync.js';
import { SAMPLE_FEED_FILE } from './calendar-feed-options.js';
import { FakeFeedServer, allDayFeed } from './fixtures/feed-server.js';

describe('several iCal feeds sync independently', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let airbnb: FakeFeedServer;
  let vrbo: FakeFeedServer;
  let sync: CalendarFeedSync;

  const blocksOf = async (source: string) =>
    (
      await dataSource.query<{ uid: string; startsOn: string }[]>(
        `SELECT uid, to_char(starts_on, 'YYYY-MM-DD') AS "startsOn" FROM calendar_blocks WHERE source = $1 ORDER BY starts_on`,
        [source],
      )
    ).map((block) => `${block.uid} ${block.startsOn}`);
  const feedRow = async (source: string) =>
    (
      await dataSource.query<{ last_success_at: Date | null; last_error: string | null; events_count: number }[]>(
        `SELECT last_success_at, last_error, events_count FROM calendar_feeds WHERE source = $1`,
        [source],
      )
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    airbnb = await new FakeFeedServer().start();
    vrbo = await new FakeFeedServer().start();
    // The settings' feed is off here: only the two feeds the host added.
    sync = new CalendarFeedSync(dataSource, {
      source: 'pms-ical',
      url: undefined,
      enabled: false,
      sampleFile: SAMPLE_FEED_FILE,
      timeZone: 'America/New_York',
      fetchTimeoutMs: 2_000,
      allowLocalNetwork: true,
    });
    await dataSource.query(
      `INSERT INTO calendar_feeds (source, name, url, added_by_host) VALUES ('airbnb', 'Airbnb', $1, true), ('vrbo', 'VRBO', $2, true)`,
      [airbnb.url, vrbo.url],
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await airbnb?.stop();
    await vrbo?.stop();
    await database?.drop();
  });

  it('each feed keeps its own blocks; one failing keeps its last good blocks, records its error, and leaves the other alone', async () => {
    airbnb.answer(
      200,
      allDayFeed([{ uid: 'a-1@airbnb.com', start: '2027-05-01', end: '2027-05-04', summary: 'Reserved' }]),
    );
    vrbo.answer(200, allDayFeed([{ uid: 'v-1@vrbo.com', start: '2027-06-01', end: '2027-06-03', summary: 'Blocked' }]));
    await sync.syncAll();
    expect(await blocksOf('airbnb')).toEqual(['a-1@airbnb.com 2027-05-01']);
    expect(await blocksOf('vrbo')).toEqual(['v-1@vrbo.com 2027-06-01']);
    const vrboGood = await feedRow('vrbo');

    // Airbnb changes, VRBO breaks: the run goes on past the failure and then reports it.
    airbnb.answer(
      200,
      allDayFeed([{ uid: 'a-2@airbnb.com', start: '2027-07-10', end: '2027-07-12', summary: 'Reserved' }]),
    );
    vrbo.answer(500, 'Internal Server Error');
    await expect(sync.syncAll()).rejects.toThrow(
      'Calendar feed vrbo not synced (last good data kept): The feed answered HTTP 500',
    );
    expect(await blocksOf('airbnb')).toEqual(['a-2@airbnb.com 2027-07-10']);
    expect(await feedRow('airbnb')).toMatchObject({ last_error: null, events_count: 1 });
    expect(await blocksOf('vrbo')).toEqual(['v-1@vrbo.com 2027-06-01']);
    const vrboFailed = await feedRow('vrbo');
    expect(vrboFailed.last_error).toContain('HTTP 500');
    expect(vrboFailed.last_success_at).toEqual(vrboGood.last_success_at);

    // One feed synced alone ("Sync now" on its row) touches no other.
    airbnb.answer(500, 'down');
    vrbo.answer(200, allDayFeed([{ uid: 'v-2@vrbo.com', start: '2027-08-01', end: '2027-08-05', summary: 'Blocked' }]));
    await sync.syncHostFeed('vrbo');
    expect(await blocksOf('vrbo')).toEqual(['v-2@vrbo.com 2027-08-01']);
    expect(await blocksOf('airbnb')).toEqual(['a-2@airbnb.com 2027-07-10']);
    expect((await feedRow('airbnb')).last_error).toBeNull();
  });
});
