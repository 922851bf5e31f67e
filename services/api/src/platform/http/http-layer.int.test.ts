import { OperationsServer } from '@lakehouse/server-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';
import { MIN_COMPRESSED_BYTES } from './send-cached-answers.js';

const message = { name: 'Mallory', email: 'mallory@example.com', message: 'Forged from another site' };

/** The request path on Fastify: what each route pays for, and the attacks this layer refuses (threats 9, 11 and 12 of docs/security.md). */
describe('the HTTP layer (embedded mode, serving the site)', () => {
  let database: TestDatabase;
  let webRoot: string;
  let app: NestFastifyApplication;
  const storedMessages = async () =>
    Number((await app.get(DataSource).query('SELECT count(*) AS n FROM contact_messages'))[0].n);

  beforeAll(async () => {
    database = await createTestDatabase();
    webRoot = await mkdtemp(path.join(tmpdir(), 'http-layer-'));
    // The site as built (npm test builds first): its pages are rendered on the server.
    app = await createApiApp({
      config: testConfig({
        NODE_ENV: 'production',
        SERVE_WEB: 'true',
        RENDER_PAGES: 'true',
        PHOTOS_DIR: webRoot,
        DATA_DIR: webRoot,
      }),
      databaseUrl: database.url,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  describe('cross-site writes (threat 11 of docs/security.md)', () => {
    it('refuses a write from another site whatever the case of the path, and stores nothing', async () => {
      for (const [pathName, fetchSite] of [
        ['/api/messages', 'cross-site'],
        ['/API/messages', 'cross-site'],
        ['/Api/Messages', 'cross-site'],
        ['/api/messages', 'same-site'],
        ['/api/messages', 'none'],
      ] as const) {
        const refused = await request(app.getHttpServer())
          .post(pathName)
          .set('Sec-Fetch-Site', fetchSite)
          .send(message);
        expect([pathName, fetchSite, refused.status]).toEqual([
          pathName,
          fetchSite,
          pathName === '/api/messages' ? 403 : 404,
        ]);
      }
      await request(app.getHttpServer())
        .post('/api/messages')
        .set('Origin', 'https://evil.example')
        .send(message)
        .expect(403);
      await request(app.getHttpServer())
        .post('/api/messages')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(message))
        .expect(415);
      expect(await storedMessages()).toBe(0);
    });

    it('lets the site itself and non-browser clients write', async () => {
      await request(app.getHttpServer())
        .post('/api/messages')
        .set('Sec-Fetch-Site', 'same-origin')
        .send(message)
        .expect(201);
      await request(app.getHttpServer()).post('/api/messages').send(message).expect(201);
      expect(await storedMessages()).toBe(2);
    });
  });

  describe('page headers (threat 9 of docs/security.md)', () => {
    const pageHeaders = (headers: Record<string, string>) => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['content-security-policy']).toContain("script-src 'self'");
    };

    it("sends every page the site's headers, and the admin pages a CSP that no site may frame", async () => {
      for (const page of ['/', '/gallery', '/book?from=2027-06-01', '/api/docs']) {
        const { headers } = await request(app.getHttpServer()).get(page).expect(200);
        expect(headers['content-type']).toContain('text/html');
        pageHeaders(headers);
        expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      }
      for (const page of ['/admin', '/admin/photos']) {
        const { headers } = await request(app.getHttpServer()).get(page).expect(200);
        pageHeaders(headers);
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['x-frame-options']).toBe('DENY');
      }
    });

    it('compresses pages and assets, and leaves small JSON alone with no page headers', async () => {
      const page = await request(app.getHttpServer()).get('/').set('Accept-Encoding', 'gzip').expect(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      const json = await request(app.getHttpServer())
        .get('/api/health/live')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(json.headers['content-encoding']).toBeUndefined();
      expect(json.headers['content-security-policy']).toBeUndefined();
      const unknown = await request(app.getHttpServer()).get('/api/no-such-call').expect(404);
      expect(unknown.body).toEqual({ statusCode: 404, message: expect.stringContaining('/api/no-such-call') });
    });
  });

  describe('unknown API paths', () => {
    it('answers a probe of an unknown path with the 404 Nest gives, while every named route still answers', async () => {
      const probed = await request(app.getHttpServer()).get('/api/wp-login.php?x=1').expect(404);
      // A write to an unknown path still goes through Nest's own not-found handler: both say the same.
      const written = await request(app.getHttpServer()).post('/api/wp-login.php?x=1').send({}).expect(404);
      expect(probed.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/wp-login.php?x=1' });
      expect(written.body).toEqual({ statusCode: 404, message: 'Cannot POST /api/wp-login.php?x=1' });
      expect(probed.headers['content-type']).toBe(written.headers['content-type']);
      expect(probed.headers['content-security-policy']).toBeUndefined();
      const head = await request(app.getHttpServer()).head('/api/no/such/thing').expect(404);
      expect(head.text).toBeUndefined();
      // Static and parametric routes win over the catch-all.
      await request(app.getHttpServer()).get('/api/property').expect(200);
      await request(app.getHttpServer()).get('/api/bookings/LH-1234').expect(400);
    });
  });

  describe('metrics off the public port (threat 12 of docs/security.md)', () => {
    it('answers /metrics only on the metrics port, bound to this machine', async () => {
      // The public port has no /metrics: it is a page path like any other (the site's 404 screen).
      const publicPort = await request(app.getHttpServer()).get('/metrics');
      expect(publicPort.headers['content-type']).toContain('text/html');
      expect(publicPort.text).not.toContain('http_request_duration_seconds');
      const server = app.get(OperationsServer);
      const { text } = await request(`http://127.0.0.1:${server.boundPort}`).get('/metrics').expect(200);
      expect(text).toContain('http_request_duration_seconds');
    });
  });

  describe('HTTP caching of the public reads', () => {
    it('sends a cached read of 1 kB or more compressed as asked, each encoding its own ETag and 304', async () => {
      const asked = (acceptEncoding: string, ifNoneMatch?: string) =>
        app.inject({
          method: 'GET',
          url: '/api/property',
          headers: { 'accept-encoding': acceptEncoding, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
        });
      const plain = await asked('identity');
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const fingerprint = /^"([\w-]+)"$/.exec(String(plain.headers.etag))![1];
      for (const [acceptEncoding, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const compressed = await asked(acceptEncoding);
        expect([compressed.statusCode, compressed.headers['content-encoding']]).toEqual([200, encoding]);
        expect(compressed.headers.vary).toBe('accept-encoding');
        expect(compressed.headers.etag).toBe(`"${fingerprint}-${encoding}"`);
        expect(decode(compressed.rawPayload).toString('utf8')).toBe(plain.payload);
        // The second request gets the same bytes, made once.
        expect((await asked(acceptEncoding)).rawPayload.equals(compressed.rawPayload)).toBe(true);
        const revalidated = await asked(acceptEncoding, `"${fingerprint}-${encoding}"`);
        expect([revalidated.statusCode, revalidated.payload]).toEqual([304, '']);
      }
      const small = await app.inject({
        method: 'GET',
        url: '/api/availability?startDate=2027-06-01&endDate=2027-06-30',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('lets shared caches keep property, availability, photos and prices a second, with an ETag and its 304', async () => {
      for (const call of [
        '/api/property',
        '/api/availability?startDate=2027-06-01&endDate=2027-08-31',
        '/api/photo-manifest',
        '/api/config/pricing',
      ]) {
        const first = await request(app.getHttpServer()).get(call).expect(200);
        expect([call, first.headers['cache-control']]).toEqual([call, 'public, max-age=0, s-maxage=1']);
        const etag = first.headers.etag!;
        expect(etag).toMatch(/^"[\w+/=-]+"$/);
        const again = await request(app.getHttpServer()).get(call).set('If-None-Match', `W/${etag}`).expect(304);
        expect(again.text).toBe('');
        await request(app.getHttpServer()).get(call).set('If-None-Match', '"stale"').expect(200);
      }
    });
  });
});
