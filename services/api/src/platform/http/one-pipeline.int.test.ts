import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tap } from 'rxjs';
import request from 'supertest';
import { createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

/** A global interceptor as any later one would be (tracing, auditing): it notes each request and marks its answer. */
class NotingInterceptor implements NestInterceptor {
  readonly seen: string[] = [];

  intercept(context: ExecutionContext, next: CallHandler) {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    void context.switchToHttp().getResponse<FastifyReply>().header('x-intercepted', 'yes');
    return next.handle().pipe(tap(() => this.seen.push(`${request.method} ${request.url}`)));
  }
}

describe('one request pipeline', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: NestFastifyApplication;
  const interceptor = new NotingInterceptor();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'one-pipeline-'));
    app = await createApiApp({
      config: testConfig({ SERVE_WEB: 'true', RENDER_PAGES: 'true', DATA_DIR: dataDir }),
      databaseUrl: database.url,
      interceptors: [interceptor],
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs a global Nest interceptor on every public read and every page, cached or not', async () => {
    const server = app.getHttpServer();
    const calls = [
      '/api/property',
      '/api/availability?startDate=2027-06-01&endDate=2027-08-31',
      '/api/photo-manifest',
      '/api/config/pricing',
      '/',
      '/gallery',
      '/book',
      '/guide?utm_source=newsletter',
      '/admin',
      '/no-such-page',
      '/sitemap.xml',
    ];
    // Twice: the second time every answer comes from the caches, and still through the whole pipeline.
    for (const round of [1, 2]) {
      for (const call of calls) {
        const answer = await request(server).get(call);
        expect([round, call, answer.status < 500, answer.headers['x-intercepted']]).toEqual([round, call, true, 'yes']);
      }
      const quote = await request(server)
        .post('/api/config/calculate-pricing')
        .send({ nights: 3, guests: 2 })
        .expect(200);
      expect(quote.headers['x-intercepted']).toBe('yes');
    }
    const expected = [...calls.map((call) => `GET ${call}`), 'POST /api/config/calculate-pricing'];
    expect(interceptor.seen).toEqual([...expected, ...expected]);
  });

  it('never sends a page made for one Host to a request for another', async () => {
    const server = app.getHttpServer();
    const forged = await request(server).get('/gallery').set('Host', 'evil.example').expect(200);
    expect(forged.text).toContain('http://evil.example/gallery');
    const real = await request(server).get('/gallery').set('Host', 'lakehouse.test').expect(200);
    expect(real.text).toContain('http://lakehouse.test/gallery');
    expect(real.text).not.toContain('evil.example');
  });
});
