import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { AdminRole } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { helperSession, sessionCookieOf } from '../../testing/helper-session.js';
import { routedCalls } from '../../testing/routed-calls.js';
import { ADMIN_ROUTE_ROLES, ANYONE } from './admin-route-roles.js';
import { startTestApi } from '../../testing/test-api.js';

/** Guarded as the photo admin, outside /api/admin. */
const PHOTO_ADMIN_CALLS = [
  'PUT /api/photo-manifest',
  'POST /api/refresh-images',
  'GET /api/photos',
  'POST /api/photos',
  'PATCH /api/photos/:id',
  'DELETE /api/photos/:id',
];

const PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  instalmentId: '00000000-0000-4000-8000-000000000000',
  kind: 'house-rules',
  version: '1',
  source: 'airbnb',
  key: 'request-received',
};

/**
 * Threat S7 of docs/security.md: every admin route Fastify registers, called anonymously and with each kind of
 * session, answers exactly as ADMIN_ROUTE_ROLES says; a registered route missing from the table fails.
 */
describe('admin routes by role', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  const cookies: Record<AdminRole | 'guest', string> = { host: '', cohost: '', cleaner: '', guest: '' };

  const call = (method: string, path: string, cookie: string | undefined) => {
    const url = path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name);
    const pending = request(app.getHttpServer())[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
    if (cookie) void pending.set('Cookie', cookie);
    return method === 'GET' || method === 'DELETE' ? pending : pending.send({});
  };

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    const server = app.getHttpServer();
    cookies.host = sessionCookieOf(await request(server).post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }));
    for (const role of ['cohost', 'cleaner'] as const) cookies[role] = await helperSession(server, cookies.host, role);
    await request(server)
      .post('/api/admin/access-codes')
      .set('Cookie', cookies.host)
      .send({ code: 'GUEST-ROLE-CODE', type: 'family_friend' })
      .expect(201);
    cookies.guest = sessionCookieOf(await request(server).post('/api/access/verify').send({ code: 'GUEST-ROLE-CODE' }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('the table names every admin route there is, and no other', () => {
    const routed = routedCalls(app.getHttpAdapter().getInstance()).filter(
      (call) => / \/api\/admin(\/|$)/.test(call) || PHOTO_ADMIN_CALLS.includes(call),
    );
    expect([...routed].sort()).toEqual(Object.keys(ADMIN_ROUTE_ROLES).sort());
  });

  it.each(Object.entries(ADMIN_ROUTE_ROLES))('%s', async (route, allowed) => {
    const [method, path] = route.split(' ') as [string, string];
    const outcomes: Record<string, number> = {};
    for (const who of ['none', 'guest', 'cleaner', 'cohost', 'host'] as const)
      outcomes[who] = (await call(method, path, who === 'none' ? undefined : cookies[who])).status;
    const refused = (who: 'none' | 'guest' | AdminRole) => {
      if (allowed === ANYONE) return false;
      return who === 'none' || who === 'guest' || !allowed.includes(who);
    };
    for (const [who, status] of Object.entries(outcomes)) {
      const expected = refused(who as 'none' | 'guest' | AdminRole)
        ? PHOTO_ADMIN_CALLS.includes(route) || who === 'none'
          ? [401]
          : [403]
        : 'let through';
      if (expected === 'let through')
        expect({ who, refused: [401, 403].includes(status) }).toEqual({ who, refused: false });
      else expect({ who, status }).toEqual({ who, status: expected[0] });
    }
  });
});
