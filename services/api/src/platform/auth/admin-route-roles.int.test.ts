import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { AdminRole } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { routedCalls } from '../../testing/routed-calls.js';
import { startTestApi } from '../../testing/test-api.js';

const HOST: AdminRole[] = ['host'];
const HOST_AND_COHOST: AdminRole[] = ['host', 'cohost'];
const EVERYONE: AdminRole[] = ['host', 'cohost', 'cleaner'];

/**
 * Who may call each admin route. A route routed under /api/admin (or guarded as the photo admin) that is missing
 * here fails the test, so a new route gets its roles decided; a cleaner reaches the turnovers alone, a co-host
 * everything but prices, bookings' money and payments, emails (invoices), access codes and helpers.
 */
const ALLOWED: Record<string, AdminRole[] | 'anyone'> = {
  'POST /api/admin/login': 'anyone',
  'POST /api/admin/helpers/accept': 'anyone',
  'POST /api/admin/helpers/sign-in': 'anyone',
  'GET /api/admin/turnovers': EVERYONE,
  'GET /api/admin/turnovers/schedule': HOST_AND_COHOST,
  'POST /api/admin/turnovers/feed-link': HOST_AND_COHOST,
  'DELETE /api/admin/turnovers/feed-link': HOST_AND_COHOST,
  'PUT /api/admin/turnovers/digest-email': HOST_AND_COHOST,
  'GET /api/admin/webhook': HOST,
  'PUT /api/admin/webhook': HOST,
  'POST /api/admin/webhook/secret': HOST,
  'GET /api/admin/overview': HOST,
  'GET /api/admin/helpers': HOST,
  'POST /api/admin/helpers/invites': HOST,
  'DELETE /api/admin/helpers/invites/:id': HOST,
  'POST /api/admin/helpers/:id/end-sessions': HOST,
  'DELETE /api/admin/helpers/:id': HOST,
  'GET /api/admin/access-codes': HOST,
  'POST /api/admin/access-codes': HOST,
  'PUT /api/admin/access-codes/:id': HOST,
  'DELETE /api/admin/access-codes/:id': HOST,
  'POST /api/admin/migrate-access-codes': HOST,
  'POST /api/admin/access-codes/apply-default-limits': HOST,
  'GET /api/admin/sign-in-security': HOST,
  'POST /api/admin/totp': HOST,
  'POST /api/admin/totp/confirm': HOST,
  'DELETE /api/admin/totp': HOST,
  'POST /api/admin/recovery-codes': HOST,
  'GET /api/admin/emails': HOST,
  'GET /api/admin/emails/:id': HOST,
  'POST /api/admin/emails/:id/retry': HOST,
  'GET /api/admin/reservations': HOST,
  'GET /api/admin/reservations/:id': HOST,
  'POST /api/admin/reservations/:id/cancel': HOST,
  'POST /api/admin/reservations/:id/confirm': HOST,
  'POST /api/admin/reservations/:id/resend-invoice': HOST,
  'PUT /api/admin/reservations/:id/door-code': HOST,
  'POST /api/admin/reservations/:id/damage-hold/claim': HOST,
  'POST /api/admin/reservations/:id/instalments/:instalmentId/received': HOST,
  'POST /api/admin/reservations/:id/instalments/:instalmentId/keep-waiting': HOST,
  'GET /api/admin/pricing': HOST,
  'PUT /api/admin/pricing': HOST,
  'GET /api/admin/pricing/changes': HOST,
  'GET /api/admin/calendar-feed': HOST_AND_COHOST,
  'POST /api/admin/calendar-feed/sync': HOST_AND_COHOST,
  'GET /api/admin/failed-jobs': HOST_AND_COHOST,
  'POST /api/admin/failed-jobs/:id/retry': HOST_AND_COHOST,
  'GET /api/admin/worker-status': HOST_AND_COHOST,
  'GET /api/admin/content/:kind': HOST_AND_COHOST,
  'PUT /api/admin/content/:kind': HOST_AND_COHOST,
  'POST /api/admin/content/:kind/preview': HOST_AND_COHOST,
  'GET /api/admin/content/:kind/versions': HOST_AND_COHOST,
  'GET /api/admin/content/:kind/versions/:version': HOST_AND_COHOST,
  'POST /api/admin/content/:kind/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/calendar-feeds': HOST_AND_COHOST,
  'POST /api/admin/calendar-feeds': HOST_AND_COHOST,
  'DELETE /api/admin/calendar-feeds/:source': HOST_AND_COHOST,
  'POST /api/admin/calendar-feeds/:source/sync': HOST_AND_COHOST,
  'GET /api/admin/calendar': HOST_AND_COHOST,
  'GET /api/admin/owner-blocks': HOST_AND_COHOST,
  'POST /api/admin/owner-blocks': HOST_AND_COHOST,
  'DELETE /api/admin/owner-blocks/:id': HOST_AND_COHOST,
  'GET /api/admin/settings': HOST_AND_COHOST,
  'PUT /api/admin/settings': HOST_AND_COHOST,
  'GET /api/admin/settings/changes': HOST_AND_COHOST,
  'GET /api/admin/reviews': HOST_AND_COHOST,
  'PUT /api/admin/reviews/:id/reply': HOST_AND_COHOST,
  'POST /api/admin/reviews/:id/hide': HOST_AND_COHOST,
  'POST /api/admin/reviews/:id/show': HOST_AND_COHOST,
  'GET /api/admin/messages': HOST_AND_COHOST,
  'GET /api/admin/messages/:key': HOST_AND_COHOST,
  'PUT /api/admin/messages/:key': HOST_AND_COHOST,
  'POST /api/admin/messages/:key/preview': HOST_AND_COHOST,
  'POST /api/admin/messages/:key/test': HOST_AND_COHOST,
  'POST /api/admin/messages/:key/reset': HOST_AND_COHOST,
  'GET /api/admin/messages/:key/versions': HOST_AND_COHOST,
  'POST /api/admin/messages/:key/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/agreement': HOST_AND_COHOST,
  'PUT /api/admin/agreement': HOST_AND_COHOST,
  'POST /api/admin/agreement/preview': HOST_AND_COHOST,
  'GET /api/admin/agreement/versions': HOST_AND_COHOST,
  'GET /api/admin/agreement/versions/:version': HOST_AND_COHOST,
  'POST /api/admin/agreement/versions/:version/restore': HOST_AND_COHOST,
  'GET /api/admin/agreement/signatures': HOST,
  'GET /api/admin/agreement/reservations/:id/pdf': HOST,
  'GET /api/photos': HOST_AND_COHOST,
  'POST /api/photos': HOST_AND_COHOST,
  'PATCH /api/photos/:id': HOST_AND_COHOST,
  'DELETE /api/photos/:id': HOST_AND_COHOST,
  'PUT /api/photo-manifest': HOST_AND_COHOST,
  'POST /api/refresh-images': HOST_AND_COHOST,
};

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

/** Threat S7 of docs/security.md: every admin route, called with each kind of session, answers by the table. */
describe('admin routes by role', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  const cookies: Record<AdminRole | 'guest', string> = { host: '', cohost: '', cleaner: '', guest: '' };

  const cookieOf = (response: request.Response) => String(response.headers['set-cookie']).split(';')[0] ?? '';
  const call = (method: string, path: string, cookie: string | undefined) => {
    const url = path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name);
    const pending = request(app.getHttpServer())[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
    if (cookie) void pending.set('Cookie', cookie);
    return method === 'GET' || method === 'DELETE' ? pending : pending.send({});
  };

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    const server = app.getHttpServer();
    cookies.host = cookieOf(await request(server).post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }));
    for (const role of ['cohost', 'cleaner'] as const) {
      const invite = await request(server)
        .post('/api/admin/helpers/invites')
        .set('Cookie', cookies.host)
        .send({ role })
        .expect(201);
      const token = (invite.body as { path: string }).path.split('#')[1];
      cookies[role] = cookieOf(
        await request(server)
          .post('/api/admin/helpers/accept')
          .send({ token, name: `A ${role}` })
          .expect(201),
      );
    }
    await request(server)
      .post('/api/admin/access-codes')
      .set('Cookie', cookies.host)
      .send({ code: 'GUEST-ROLE-CODE', type: 'family_friend' })
      .expect(201);
    cookies.guest = cookieOf(await request(server).post('/api/access/verify').send({ code: 'GUEST-ROLE-CODE' }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('the table names every admin route there is, and no other', () => {
    const routed = routedCalls(app.getHttpAdapter().getInstance()).filter(
      (call) => / \/api\/admin(\/|$)/.test(call) || PHOTO_ADMIN_CALLS.includes(call),
    );
    expect([...routed].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it.each(Object.entries(ALLOWED))('%s', async (route, allowed) => {
    const [method, path] = route.split(' ') as [string, string];
    const outcomes: Record<string, number> = {};
    for (const who of ['none', 'guest', 'cleaner', 'cohost', 'host'] as const)
      outcomes[who] = (await call(method, path, who === 'none' ? undefined : cookies[who])).status;
    const refused = (who: 'none' | 'guest' | AdminRole) => {
      if (allowed === 'anyone') return false;
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
