import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  TEST_ADMIN_CODE,
  freePort,
  createTestDatabase,
  testConfig,
  testPhoto,
  waitFor,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { startNginx, writeNginxPrefix, type RunningNginx } from '../../../infra/testing/local-nginx.js';
import { createApiApp } from './create-api-app.js';

/**
 * Attacks through the shipped nginx (infra/docker/nginx.conf.template, run by the machine's nginx as the web image
 * runs it) in front of a running API that trusts exactly nginx's address.
 */
describe('the API behind the shipped nginx', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let nginx: RunningNginx;
  let site = '';
  let folder = '';
  let prefix = '';
  let dataDir = '';
  let api = '';
  const apiLog: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'lakehouse-data-'));
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        apiLog.push(chunk.toString());
        done();
      },
    });
    app = await createApiApp({
      // Pages rendered (nginx serves the files) and no PUBLIC_URL: links follow the request's host, the case a
      // forged host would poison if nginx passed it on.
      config: testConfig({
        LOG_LEVEL: 'info',
        TRUST_PROXY: '127.0.0.1',
        ACCESS_ATTEMPT_LIMIT: '5',
        RENDER_PAGES: 'true',
        CALENDAR_EXPORT_TOKEN: 'export-token-a8Kq3vX9pL2mW7',
        DATA_DIR: dataDir,
      }),
      databaseUrl: database.url,
      logDestination,
    });
    await app.listen(0, '127.0.0.1');
    const apiPort = (app.getHttpServer().address() as { port: number }).port;
    api = `http://127.0.0.1:${apiPort}`;
    folder = mkdtempSync(path.join(tmpdir(), 'lakehouse-site-'));
    const port = await freePort();
    const nginxPrefix = writeNginxPrefix({
      LAKEHOUSE_LISTEN_PORT: String(port),
      LAKEHOUSE_API_UPSTREAM: `127.0.0.1:${apiPort}`,
      LAKEHOUSE_SITE_ROOT: folder,
      LAKEHOUSE_PHOTO_CACHE_VALID: '2s',
    });
    prefix = nginxPrefix.prefix;
    nginx = await startNginx(nginxPrefix, port);
    site = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
    await database?.drop();
    for (const dir of [folder, prefix, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const post = (route: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${site}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  // The client reaches nginx from 127.0.0.1, an address the API also trusts: as any peer on a private network
  // does when the API trusts a range. Each guess forges a new X-Forwarded-For.
  it('forged X-Forwarded-For addresses still hit the admin-code attempt limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      statuses.push((await post('/api/admin/login', JSON.stringify({ adminCode: `WRONG-GUESS-${i}` }), forged)).status);
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
  });

  it('forged X-Forwarded-For chains still hit the guest-code attempt limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = { 'x-forwarded-for': `2001:db8:${i}::1, 198.51.100.${i + 1}` };
      statuses.push((await post('/api/access/verify', JSON.stringify({ code: `NOT-A-CODE-${i}` }), forged)).status);
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('refuses a body over the API limit itself, without buffering it or passing it on; the webhook keeps 1 MB', async () => {
    const large = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(200 * 1024) });
    const refused = await post('/api/messages', large);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('server')).toBe('nginx');
    expect(apiLog.join('')).not.toContain('"url":"/api/messages"');

    const event = await post('/api/payments/webhook', JSON.stringify({ padding: 'x'.repeat(500 * 1024) }));
    // Passed on whole: the API answers it (here without a webhook secret set, so 503 naming it).
    expect(event.status).toBe(503);
    expect(await event.text()).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it("never logs a guest booking link's key, in nginx's access log or the API's request log", async () => {
    const key = 'SECRETKEY0123456789abcdefSECRETKEY';
    await fetch(`${site}/api/bookings/LH-ABCDEF?key=${key}`);
    await fetch(`${site}/api/bookings/LH-ABCDEF/cancel?lang=en&key=${key}&x=1`, { method: 'POST' });
    const pages = apiLog.join('');
    expect(pages).toContain('/api/bookings/LH-ABCDEF?key=[redacted]');
    expect(pages).not.toContain(key);
    const accessLog = await waitFor('both requests in the access log', () => {
      const log = nginx.accessLog();
      return log.includes('/cancel?') ? log : undefined;
    });
    expect(accessLog).toContain('/api/bookings/LH-ABCDEF?key=[redacted]');
    expect(accessLog).toContain('/api/bookings/LH-ABCDEF/cancel?lang=en&key=[redacted]&x=1');
    expect(accessLog).not.toContain(key);
  });

  /** A GET through nginx with headers fetch() will not send (Host); the body. */
  const rawGet = (route: string, headers: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(`${site}${route}`, { headers }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });

  it('a forged X-Forwarded-Host or Host changes no page anyone else gets', async () => {
    for (const page of ['/', '/gallery', '/book']) {
      const forged = await rawGet(page, { 'x-forwarded-host': 'attacker.example' });
      // nginx replaced the forwarded host with the one it keys its cache by: not even the sender's page names it.
      expect(forged).not.toContain('attacker.example');
      await rawGet(page, { host: 'attacker.example' });
      const visitor = await rawGet(page);
      expect(visitor).toContain(`${site}${page === '/' ? '/' : page}`);
      expect(visitor).not.toContain('attacker.example');
    }
  });

  it("never logs or caches a URL's secret: booking keys, the calendar export token, the cleaner's feed secret", async () => {
    const key = 'BOOKINGKEY0123456789abcdefBOOKINGKEY';
    const feedSecret = 'cleaner-feed-secret-Q7w2Zp9';
    for (const route of [
      `/booking/LH-ABCDEF?key=${key}`,
      `/api/bookings/LH-ABCDEF?key=${key}`,
      '/api/calendar/export-token-a8Kq3vX9pL2mW7.ics',
      `/api/turnovers/${feedSecret}.ics`,
    ])
      await rawGet(route);
    const accessLog = await waitFor('the requests in the access log', () => {
      const log = nginx.accessLog();
      return log.includes('/api/turnovers/') ? log : undefined;
    });
    const apiLines = apiLog.join('');
    for (const secret of [key, 'export-token-a8Kq3vX9pL2mW7', feedSecret]) {
      expect({ secret, inAccessLog: accessLog.includes(secret) }).toEqual({ secret, inAccessLog: false });
      expect({ secret, inApiLog: apiLines.includes(secret) }).toEqual({ secret, inApiLog: false });
    }
    expect(accessLog).toContain('/api/calendar/[redacted].ics');
    expect(accessLog).toContain('/api/turnovers/[redacted].ics');
    const cacheFiles = (folder: string): string[] =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'));
    const cached = cacheFiles(path.join(prefix, 'cache')).join('\n');
    for (const secret of [key, 'export-token-a8Kq3vX9pL2mW7', feedSecret])
      expect({ secret, cached: cached.includes(secret) }).toEqual({ secret, cached: false });
  });

  it("a photo the host deletes stops being served from nginx's photo cache once its keep is over", async () => {
    // Signed in at the API itself, as a client of its own (this suite's guesses locked nginx's address out).
    const login = await fetch(`${api}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
      body: JSON.stringify({ adminCode: TEST_ADMIN_CODE }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const uploaded = await fetch(`${site}/api/photos`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'dock.jpg' },
      body: new Uint8Array(await testPhoto({ width: 240, height: 160 })),
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string; path: string };
    expect((await fetch(`${site}${photo.path}`)).status).toBe(200);
    expect((await fetch(`${site}${photo.path}`)).headers.get('x-cache-status')).toBe('HIT');
    const deleted = await fetch(`${site}/api/photos/${photo.id}`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(204);
    await waitFor('the deleted photo gone from the photo cache', async () => {
      return (await fetch(`${site}${photo.path}`)).status === 404;
    });
  });
});
