import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { adminCalendarFeedSchema } from '@lakehouse/contracts';
import {
  TEST_ADMIN_CODE,
  createTestDatabase,
  testConfig,
  type TestDatabase,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { FakeFeedServer } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { createApiApp } from '../../create-api-app.js';

/**
 * An admin session used as a proxy into the internal network: feed URLs pointing at this machine, private and
 * link-local addresses, and the cloud metadata address. An internal service (the stand-in below) answers a secret
 * to anyone who reaches it; nothing may reach it, and no error may show what it answered.
 */
describe('calendar feed URLs cannot reach the internal network', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let internal: FakeFeedServer;
  const secret = 'process_cpu_seconds_total 42 INTERNAL-ONLY';

  beforeAll(async () => {
    database = await createTestDatabase();
    internal = await new FakeFeedServer().start();
    internal.answer(200, secret, 'text/plain');
    app = await createApiApp({
      config: testConfig({ ICAL_FEED_URL: 'none', CALENDAR_FEEDS_ON_LOCAL_NETWORK: 'false' }),
      databaseUrl: database.url,
    });
    await app.init();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await internal?.stop();
    await database?.drop();
  });

  async function lastErrorOf(url: string): Promise<string> {
    const added = adminCalendarFeedSchema.parse(
      (
        await admin
          .post('/api/admin/calendar-feeds')
          .send({ name: url.slice(0, 60), url })
          .expect(201)
      ).body,
    );
    return waitFor(`the sync of ${url} to fail`, async () => {
      const feeds = adminCalendarFeedSchema
        .array()
        .parse((await admin.get('/api/admin/calendar-feeds').expect(200)).body);
      const feed = feeds.find((f) => f.source === added.source)!;
      return !feed.syncing && feed.status === 'failing' ? feed.lastError! : undefined;
    });
  }

  it('http is refused: https only', async () => {
    expect(await lastErrorOf(internal.url)).toBe("The feed's address must start with https://.");
    expect(internal.requests).toBe(0);
  });

  it('loopback, private, link-local and metadata addresses are refused before any connection, names included', async () => {
    const port = new URL(internal.url).port;
    for (const url of [
      `https://127.0.0.1:${port}/metrics`,
      `https://localhost:${port}/metrics`,
      `https://[::1]:${port}/metrics`,
      'https://10.0.0.1/calendar.ics',
      'https://192.168.1.1/calendar.ics',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect([url, await lastErrorOf(url)]).toEqual([
        url,
        "The feed's address is not allowed: it points into a private or local network.",
      ]);
    }
    expect(internal.requests).toBe(0);
  });

  it("no error shows the answer's text", async () => {
    const feeds = adminCalendarFeedSchema
      .array()
      .parse((await admin.get('/api/admin/calendar-feeds').expect(200)).body);
    for (const feed of feeds) expect(feed.lastError ?? '').not.toContain('INTERNAL-ONLY');
  });
});
