import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from './create-api-app.js';

interface Route {
  method: 'post' | 'put';
  path: string;
  /** A body the route accepts; each field is then replaced by bad values one at a time. */
  valid?: Record<string, unknown>;
}

const routes: Route[] = [
  { method: 'post', path: '/api/messages', valid: { name: 'Ada', email: 'ada@example.com', phone: '', message: 'A long enough message.' } },
  { method: 'post', path: '/api/access/verify', valid: { code: 'SOME-CODE' } },
  { method: 'post', path: '/api/access-codes/validate', valid: { code: 'SOME-CODE' } },
  { method: 'post', path: '/api/admin/login', valid: { adminCode: 'WRONG-CODE' } },
  {
    method: 'post',
    path: '/api/admin/access-codes',
    valid: { code: 'FUZZ', type: 'referred', description: null, isActive: true, maxUsage: null, expiresAt: null },
  },
  { method: 'put', path: '/api/admin/access-codes/00000000-0000-4000-8000-000000000000', valid: { isActive: true, maxUsage: 2, expiresAt: null } },
  { method: 'post', path: '/api/admin/migrate-access-codes' },
  { method: 'post', path: '/api/admin/access-codes/apply-default-limits' },
  {
    method: 'post',
    path: '/api/referral/submit',
    valid: { referrerName: 'Anna', referrerEmail: 'anna@example.com', referrerPhone: '', relationship: 'Sister', notes: '' },
  },
  { method: 'put', path: '/api/photo-manifest', valid: { hero: '', curated: [], excluded: [], version: 0 } },
  { method: 'post', path: '/api/refresh-images' },
  { method: 'post', path: '/api/auth/logout' },
];

const badValues: unknown[] = [42, -1.5, true, null, [], [1, 'a'], {}, { nested: { deeper: [null] } }, '', 'x'.repeat(100_000), '\u0000\uffff'];
const badBodies = ['{"unterminated": ', '[1, 2, 3]', '"a string"', '12345', 'null', '{"a": 1,}', '\u0000'];

describe('fuzz: every POST and PUT answers bad input with 4xx JSON, never 5xx', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({ config: testConfig({ ACCESS_ATTEMPT_LIMIT: '100000', LOG_LEVEL: 'error' }), databaseUrl: database.url });
    await app.init();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  function send(route: Route, body: string | object | undefined): request.Test {
    // As the host (so validation, not only the gate, is exercised), with the photo admin's header too.
    const call = admin[route.method](route.path).set('X-Access-Code', TEST_ADMIN_CODE);
    if (typeof body === 'string') return call.set('Content-Type', 'application/json').send(body);
    return body === undefined ? call : call.send(body);
  }

  function expectReadableAnswer(response: request.Response, what: string): void {
    expect([what, response.status < 500]).toEqual([what, true]);
    if (response.status >= 400) {
      expect([what, typeof response.body?.message]).toEqual([what, 'string']);
      expect(response.body.message.length).toBeGreaterThan(0);
    }
  }

  for (const route of routes) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      for (const raw of badBodies) {
        const response = await send(route, raw);
        expectReadableAnswer(response, `body ${JSON.stringify(raw)}`);
        // Malformed JSON never gets through; a well-formed non-object fails wherever a body is read.
        if (raw.startsWith('{"unterminated') || raw.includes(',}') || raw === '\u0000') expect(response.status).toBe(400);
        else if (route.valid) expect(response.status).toBeGreaterThanOrEqual(400);
      }
      if (!route.valid) return;
      expect((await send(route, {})).status).toBeGreaterThanOrEqual(400);
      for (const field of Object.keys(route.valid)) {
        const { [field]: _dropped, ...missing } = route.valid;
        expectReadableAnswer(await send(route, missing), `without ${field}`);
        for (const value of badValues) {
          const response = await send(route, { ...route.valid, [field]: value });
          expectReadableAnswer(response, `${field} = ${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    });
  }
});
