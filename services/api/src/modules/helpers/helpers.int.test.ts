import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { INVITE_REFUSED, SIGN_IN_LINK_REFUSED } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

/**
 * Helpers (threats S5, S6 and S8 of docs/security.md), run as attacks: an invite link used twice or after it expired is
 * refused; a helper's session the host ended, or of a helper the host removed, is refused at once; every admin write
 * is recorded with who made it, and a helper's publish carries their name.
 */
describe('helpers', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let host: ReturnType<typeof request.agent>;

  const secretOf = (path: string) => path.slice(path.indexOf('#') + 1);
  const invite = async (role: 'cleaner' | 'cohost') =>
    secretOf(
      ((await host.post('/api/admin/helpers/invites').send({ role }).expect(201)).body as { path: string }).path,
    );
  const accept = (token: string, name: string) =>
    request.agent(app.getHttpServer()).post('/api/admin/helpers/accept').send({ token, name });

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    host = request.agent(app.getHttpServer());
    await host.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  it('an invite link works once: the second use is refused and starts no session; its secret is stored only as a hash', async () => {
    const token = await invite('cleaner');
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM helper_invites');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
    const cleaner = request.agent(app.getHttpServer());
    const welcome = await cleaner.post('/api/admin/helpers/accept').send({ token, name: 'Maria' }).expect(201);
    expect(welcome.body).toMatchObject({ name: 'Maria', role: 'cleaner' });
    expect((welcome.body as { signInPath: string }).signInPath).toMatch(/^\/admin\/key#[A-Za-z0-9_-]{43}$/);
    await cleaner.get('/api/admin/turnovers').expect(200);
    const again = await accept(token, 'Mallory').expect(404);
    expect(again.body).toEqual({ statusCode: 404, message: INVITE_REFUSED });
    expect(again.headers['set-cookie']).toBeUndefined();
    const helpers = (await host.get('/api/admin/helpers').expect(200)).body as { helpers: { name: string }[] };
    expect(helpers.helpers.map((helper) => helper.name)).toEqual(['Maria']);
  });

  it('an expired invite is refused', async () => {
    const token = await invite('cohost');
    await db.query(`UPDATE helper_invites SET expires_at = now() - interval '1 minute' WHERE accepted_at IS NULL`);
    await accept(token, 'Late').expect(404);
  });

  it('a helper comes back through their personal link; a made-up key is refused', async () => {
    const welcome = await accept(await invite('cohost'), 'Sam').expect(201);
    const key = secretOf((welcome.body as { signInPath: string }).signInPath);
    const laptop = request.agent(app.getHttpServer());
    const signedIn = await laptop.post('/api/admin/helpers/sign-in').send({ key }).expect(200);
    expect(signedIn.body).toMatchObject({ authenticated: true, staff: { role: 'cohost', name: 'Sam' } });
    expect((await laptop.get('/api/auth/verify').expect(200)).body).toMatchObject({ staff: { name: 'Sam' } });
    const forged = await request(app.getHttpServer())
      .post('/api/admin/helpers/sign-in')
      .send({ key: 'A'.repeat(43) })
      .expect(401);
    expect(forged.body).toEqual({ statusCode: 401, message: SIGN_IN_LINK_REFUSED });
  });

  it('the host ends a helper’s sessions: every copy of their cookie is refused at once, the host stays in', async () => {
    const welcome = await accept(await invite('cohost'), 'Alex').expect(201);
    const key = secretOf((welcome.body as { signInPath: string }).signInPath);
    const phone = request.agent(app.getHttpServer());
    const laptop = request.agent(app.getHttpServer());
    await phone.post('/api/admin/helpers/sign-in').send({ key }).expect(200);
    await laptop.post('/api/admin/helpers/sign-in').send({ key }).expect(200);
    await phone.get('/api/admin/owner-blocks').expect(200);
    const { helpers } = (await host.get('/api/admin/helpers').expect(200)).body as {
      helpers: { id: string; name: string; activeSessions: number }[];
    };
    const alex = helpers.find((helper) => helper.name === 'Alex')!;
    expect(alex.activeSessions).toBe(3);
    expect((await host.post(`/api/admin/helpers/${alex.id}/end-sessions`).expect(200)).body).toEqual({
      endedSessions: 3,
    });
    await phone.get('/api/admin/owner-blocks').expect(401);
    await laptop.get('/api/admin/owner-blocks').expect(401);
    await host.get('/api/admin/helpers').expect(200);
  });

  it('a removed helper is out at once: their session and their personal link are refused', async () => {
    const welcome = await accept(await invite('cleaner'), 'Jo').expect(201);
    const jo = request.agent(app.getHttpServer());
    await jo
      .post('/api/admin/helpers/sign-in')
      .send({ key: secretOf((welcome.body as { signInPath: string }).signInPath) })
      .expect(200);
    await jo.get('/api/admin/turnovers').expect(200);
    const { helpers } = (await host.get('/api/admin/helpers').expect(200)).body as {
      helpers: { id: string; name: string }[];
    };
    await host.delete(`/api/admin/helpers/${helpers.find((helper) => helper.name === 'Jo')!.id}`).expect(204);
    await jo.get('/api/admin/turnovers').expect(401);
    await jo
      .post('/api/admin/helpers/sign-in')
      .send({ key: secretOf((welcome.body as { signInPath: string }).signInPath) })
      .expect(401);
  });

  it('only the host manages helpers: a co-host gets 403 on the list, on inviting and on ending sessions', async () => {
    const cohost = request.agent(app.getHttpServer());
    await cohost
      .post('/api/admin/helpers/accept')
      .send({ token: await invite('cohost'), name: 'Kim' })
      .expect(201);
    await cohost.get('/api/admin/helpers').expect(403);
    await cohost.post('/api/admin/helpers/invites').send({ role: 'cohost' }).expect(403);
    await cohost.post('/api/admin/totp').expect(403);
  });

  it('every admin write records who made it; a co-host’s publish carries their name', async () => {
    const cohost = request.agent(app.getHttpServer());
    await cohost
      .post('/api/admin/helpers/accept')
      .send({ token: await invite('cohost'), name: 'Robin' })
      .expect(201);
    const live = (await cohost.get('/api/admin/content/house-rules').expect(200)).body as {
      version: number;
      body: unknown;
    };
    const published = await cohost
      .put('/api/admin/content/house-rules')
      .send({ version: live.version, body: live.body })
      .expect(200);
    expect(published.body).toMatchObject({ publishedBy: 'Robin (Co-host)' });
    await host
      .post('/api/admin/owner-blocks')
      .send({ kind: 'maintenance', startsOn: '2031-03-01', endsOn: '2031-03-03' })
      .expect(201);
    const writes = await db.query<{ actor: string; method: string; route: string }>(
      'SELECT actor, method, route FROM admin_writes ORDER BY id',
    );
    expect(writes.rows).toEqual(
      expect.arrayContaining([
        { actor: 'Robin (Co-host)', method: 'PUT', route: '/api/admin/content/:kind' },
        { actor: 'the host', method: 'POST', route: '/api/admin/owner-blocks' },
        { actor: 'the host', method: 'POST', route: '/api/admin/helpers/invites' },
      ]),
    );
  });
});
