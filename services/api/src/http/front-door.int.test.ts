import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request, { type Response } from 'supertest';
import { Metrics } from '@lakehouse/server-kit';
import { createTestDatabase, testConfig, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../create-api-app.js';
import { ReadyAnswers } from '../read-cache/ready-answers.js';

/** The headers two answers must share: all but the date and the request id, which are each answer's own. */
function sharedHeaders({ headers }: Response): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, ...rest } = headers as Record<string, unknown>;
  return rest;
}

const PUBLIC_URL = 'https://lakehouse-front-door.example';

/**
 * The front door: a public read answered before (property, availability, photo manifest, pricing) or a rendered
 * page is answered again with the same bytes without Fastify, until a change notice.
 */
describe('answers kept ready at the front door', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let otherProcess: pg.Client;
  const lines: Record<string, unknown>[] = [];
  const api = () => request(app.getHttpServer());
  const hits = () => app.get(ReadyAnswers).hits;

  /** Asks twice: the first answer is Fastify's, the second must come from the front door with the same bytes. */
  async function keptAndSentAgain(ask: () => request.Test): Promise<Response> {
    const first = await ask().expect(200);
    const before = hits();
    const again = await ask().expect(200);
    expect(hits()).toBe(before + 1);
    expect(again.text).toBe(first.text);
    expect(sharedHeaders(again)).toEqual(sharedHeaders(first));
    return again;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    // The site as built (npm test builds first), its pages naming the origin PUBLIC_URL gives.
    const config = testConfig({ LOG_LEVEL: 'info', RENDER_PAGES: 'true', PUBLIC_URL });
    app = await createApiApp({ config, databaseUrl: database.url, logDestination });
    otherProcess = new pg.Client({ connectionString: database.url });
    await otherProcess.connect();
    // The start-up's own writes (the image scan) drop what is kept; the tests start once they are done.
    await waitFor('the start-up image scan', async () =>
      (await api().get('/api/property').expect(200)).body.images.length > 0 ? true : undefined,
    );
    await waitFor('a second without writes', async () => {
      await api().get('/api/property').expect(200);
      const before = hits();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await api().get('/api/property').expect(200);
      return hits() > before ? true : undefined;
    });
  });

  afterAll(async () => {
    await otherProcess?.end();
    await app?.close();
    await database?.drop();
  });

  it('sends each public read again as Fastify sent it, with a request id of its own', async () => {
    for (const path of ['/api/property', '/api/availability', '/api/photo-manifest', '/api/config/pricing']) {
      const again = await keptAndSentAgain(() => api().get(path));
      expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const echoed = await api().get('/api/property').set('X-Request-Id', 'front-door-1').expect(200);
    expect(echoed.headers['x-request-id']).toBe('front-door-1');
  });

  it('sends a rendered page again in the encoding each request prefers', async () => {
    for (const [acceptEncoding, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const again = await keptAndSentAgain(() => api().get('/').set('Accept-Encoding', acceptEncoding));
      expect(again.headers['content-encoding']).toBe(sent);
      expect(again.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
    }
  });

  it('sends a quote again for the same body, and works out any other body', async () => {
    const quote = (body: object) => api().post('/api/config/calculate-pricing').send(body);
    const threeNights = { nights: 3, guests: 4, includeLinens: true, familyDiscount: false };
    const again = await keptAndSentAgain(() => quote(threeNights));
    expect(again.body.lodgingTotal).toBe(3 * 350);
    const before = hits();
    expect((await quote({ ...threeNights, nights: 4 }).expect(200)).body.lodgingTotal).toBe(4 * 350);
    expect(hits()).toBe(before);
    // A refused stay is Fastify's 400, every time.
    await quote({ ...threeNights, nights: 0 }).expect(400);
    await quote({ ...threeNights, nights: 0 }).expect(400);
    expect(hits()).toBe(before);
  });

  it('takes a body that comes after its headers, in pieces, as it comes, kept answer or not', async () => {
    const body = JSON.stringify({ nights: 5, guests: 3, includeLinens: false, familyDiscount: false });
    // A socket of its own, to send the headers and the body's two halves apart.
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const slowQuote = async () => {
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST /api/config/calculate-pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      const half = Math.floor(body.length / 2);
      for (const piece of [body.slice(0, half), body.slice(half)]) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        socket.write(piece);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    };
    const before = hits();
    const first = await slowQuote();
    const again = await slowQuote();
    expect(first).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(first).toContain('"lodgingTotal":1750');
    expect(again).toContain('"lodgingTotal":1750');
    expect(hits()).toBe(before + 1);
  });

  it('refuses a cross-site quote as Fastify does, though the same body’s answer is kept', async () => {
    const body = { nights: 2, guests: 2, includeLinens: false, familyDiscount: false };
    await keptAndSentAgain(() => api().post('/api/config/calculate-pricing').send(body));
    const before = hits();
    await api()
      .post('/api/config/calculate-pricing')
      .set('Origin', 'https://attacker.example')
      .send(body)
      .expect(403, { statusCode: 403, message: 'Requests from other websites are not allowed.' });
    await api().post('/api/config/calculate-pricing').set('Sec-Fetch-Site', 'cross-site').send(body).expect(403);
    await api()
      .post('/api/config/calculate-pricing')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(body))
      .expect(415);
    expect(hits()).toBe(before);
  });

  it('times and logs the answers it sends like every other request', async () => {
    await api().get('/api/property').expect(200);
    const count = async () => {
      const { values } = await app.get(Metrics).httpRequestDuration.get();
      const sample = values.find(
        ({ metricName, labels }) =>
          metricName === 'http_request_duration_seconds_count' && labels.route === '/api/property',
      );
      return sample?.value ?? 0;
    };
    const before = await count();
    const kept = hits();
    await api().get('/api/property').set('X-Request-Id', 'front-door-log').expect(200);
    expect(hits()).toBe(kept + 1);
    expect(await count()).toBe(before + 1);
    expect(lines.find((line) => (line.req as { id?: string } | undefined)?.id === 'front-door-log')).toMatchObject({
      req: { method: 'GET', url: '/api/property' },
      res: { statusCode: 200 },
      msg: expect.stringMatching(/^GET \/api\/property 200 in \d+ ms$/),
    });
  });

  it('leaves revalidations and HEAD requests to Fastify', async () => {
    const kept = await keptAndSentAgain(() => api().get('/api/property'));
    const before = hits();
    await api().get('/api/property').set('If-None-Match', kept.headers.etag!).expect(304);
    await api().head('/api/property').expect(200);
    expect(hits()).toBe(before);
  });

  it('drops every kept answer at a change notice: the next request reads the write', async () => {
    await keptAndSentAgain(() => api().get('/api/property'));
    await keptAndSentAgain(() => api().get('/api/config/pricing'));
    const quote = () =>
      api()
        .post('/api/config/calculate-pricing')
        .send({ nights: 1, guests: 2, includeLinens: false, familyDiscount: false });
    await keptAndSentAgain(quote);
    await otherProcess.query(
      `UPDATE properties SET name = 'Lake House at the Front Door', base_rate = 433 WHERE slug = 'lake-house'`,
    );
    const before = hits();
    expect((await api().get('/api/property').expect(200)).body.name).toBe('Lake House at the Front Door');
    expect((await api().get('/api/config/pricing').expect(200)).body.baseNightlyRate).toBe(433);
    expect((await quote().expect(200)).body.lodgingTotal).toBe(433);
    expect(hits()).toBe(before);
    // And keeps the new ones.
    await keptAndSentAgain(() => api().get('/api/property'));
  });
});

describe('pages at the front door without PUBLIC_URL', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({ config: testConfig({ RENDER_PAGES: 'true' }), databaseUrl: database.url });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps none: a page names the Host it was asked for, and a page made for one Host is never sent to another', async () => {
    const page = (host: string) => request(app.getHttpServer()).get('/').set('Host', host).expect(200);
    await page('lakehouse.example');
    await page('lakehouse.example');
    const forged = await page('attacker.example');
    expect(forged.text).toContain('<link rel="canonical" href="http://attacker.example/"');
    expect((await page('lakehouse.example')).text).toContain('<link rel="canonical" href="http://lakehouse.example/"');
    expect(app.get(ReadyAnswers).hits).toBe(0);
  });
});
