import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../create-api-app.js';
import { waitForStartUpWork } from '../testing/start-up-work.js';
import { RenderedPageCache } from './rendered-page-cache.js';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The CPU time (user and system, ms) the process spends on `work`: the API runs in this process. */
async function cpuMsOf(work: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * What the page cache keeps, and what an anonymous client can make it do: a page is kept by its path (the query
 * parameters a page reads on the server: none), compressed once per encoding asked, and junk paths live apart from
 * the site's pages.
 */
describe('the rendered-page cache', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let pages: RenderedPageCache;
  const get = (url: string) => request(app.getHttpServer()).get(url).set('accept-encoding', BROWSER_ENCODINGS);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({ RENDER_PAGES: 'true', PUBLIC_URL: 'https://lakehouse.example' }),
      databaseUrl: database.url,
    });
    await waitForStartUpWork(app, database.url);
    pages = app.get(RenderedPageCache);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 100 new query strings on a page for less CPU than 10 renders of it', async () => {
    await get('/book').expect(200);
    const renders = await cpuMsOf(async () => {
      for (let i = 0; i < 10; i += 1) {
        pages.calendarPages.forget();
        await get('/book').expect(200);
      }
    });
    const hits = pages.hits;
    const queryStrings = await cpuMsOf(async () => {
      for (let i = 0; i < 100; i += 1) {
        const answer = await get(`/book?utm_source=${Math.random().toString(36).slice(2)}&i=${i}`).expect(200);
        expect(answer.headers['content-encoding']).toBe('br');
      }
    });
    expect(pages.hits).toBe(hits + 100);
    expect(queryStrings).toBeLessThan(renders);
  });

  it('sends the same page whatever the query string says', async () => {
    const plain = await get('/gallery').expect(200);
    const tagged = await get('/gallery?fbclid=abc&ref=%3Cscript%3E').expect(200);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    expect(tagged.text).toBe(plain.text);
  });

  it('drops the pages that show availability when a booking is made, and keeps the description, guide and gallery', async () => {
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'PAGE-CACHE', type: 'past_guest' }).expect(201);
    const guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'PAGE-CACHE' }).expect(200);
    const kept = ['/', '/guide', '/gallery'];
    for (const path of [...kept, '/book']) await get(path).expect(200);

    await guest
      .post('/api/reservations')
      .send({
        guestName: 'Grace Hopper',
        guestEmail: 'grace@example.com',
        checkInDate: '2027-04-10',
        checkOutDate: '2027-04-12',
        guestCount: 2,
        totalAmount: '1',
      })
      .expect(201);

    const publicHits = pages.publicPages.hits;
    const calendarHits = pages.calendarPages.hits;
    for (const path of kept) await get(path).expect(200);
    await get('/book').expect(200);
    expect(pages.publicPages.hits).toBe(publicHits + kept.length);
    expect(pages.calendarPages.hits).toBe(calendarHits);
  });

  // Last: it spends this client's budget of new renders.
  it('renders an unknown path once, and a client’s new ones only up to its budget; the site’s pages stay kept', async () => {
    const site = ['/', '/gallery', '/guide', '/contact'];
    for (const path of site) await get(path).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await get(`/junk-${i}`)).status);
    expect(statuses).toEqual([...Array(30).fill(404), ...Array(10).fill(429)]);
    // A path already rendered is kept: asked again, it costs neither a render nor the budget.
    const kept = pages.otherPages.hits;
    await get('/junk-0').expect(404);
    expect(pages.otherPages.hits).toBe(kept + 1);
    const hits = pages.publicPages.hits;
    for (const path of site) await get(path).expect(200);
    expect(pages.publicPages.hits).toBe(hits + site.length);
  });
});
