import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

type Agent = ReturnType<typeof request.agent>;

const stay = (checkInDate: string, checkOutDate: string) => ({
  guestName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  guestCount: 2,
  checkInDate,
  checkOutDate,
});

const codes = {
  family: 'FAMILY-2026',
  repeat: 'welcome-back-7',
  referred: 'FRIEND-OF-ANNA',
  inactive: 'INACTIVE-CODE',
  expired: 'EXPIRED-CODE',
  usedUp: 'ONE-TIME-ONLY',
  race: 'RACE-FOR-IT',
};

describe('access codes, sessions and the admin API', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: Agent;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({
        ACCESS_ATTEMPT_LIMIT: '1000',
        ACCESS_CODES: 'MIGRATED-FAMILY:family_friend, migrated-guest:past_guest',
      }),
      databaseUrl: database.url,
    });
    await app.init();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const create = (code: string, type: string, extra: Record<string, unknown> = {}) =>
      admin
        .post('/api/admin/access-codes')
        .send({ code, type, ...extra })
        .expect(201);
    await create(codes.family, 'family_friend');
    await create(codes.repeat, 'past_guest');
    await create(codes.referred, 'referred', { description: 'Anna sends her friends' });
    await create(codes.inactive, 'family_friend', { isActive: false });
    await create(codes.expired, 'past_guest', { expiresAt: '2020-01-01T00:00:00Z' });
    await create(codes.usedUp, 'referred', { maxUsage: 1 });
    await create(codes.race, 'family_friend', { maxUsage: 1 });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const verify = (code: string, agent: Agent = request.agent(app.getHttpServer())) =>
    agent.post('/api/access/verify').send({ code });

  describe('guest codes', () => {
    it('maps each code type to its role, trimmed and upper-cased, and starts a session', async () => {
      for (const [code, role] of [
        [codes.family, 'family'],
        [`  ${codes.repeat}  `, 'repeat'],
        [codes.referred.toLowerCase(), 'referred'],
      ] as const) {
        const guest = request.agent(app.getHttpServer());
        const { body } = await verify(code, guest).expect(200);
        expect(body).toEqual({ role, expiresAt: expect.any(String) });
        const status = await guest.get('/api/auth/verify').expect(200);
        expect(status.body).toMatchObject({ authenticated: true, role });
      }
    });

    it('refuses unknown and inactive codes with "Invalid access code", and says when a code expired or is used up', async () => {
      // A single-use code that has held its one stay.
      const guest = request.agent(app.getHttpServer());
      await verify(codes.usedUp, guest).expect(200);
      await guest
        .post('/api/reservations')
        .send({ ...stay('2027-03-01', '2027-03-03'), guestEmail: 'used@example.com' })
        .expect(201);
      for (const code of ['NO-SUCH-CODE', codes.inactive]) {
        const { body } = await verify(code).expect(401);
        expect(body.message).toContain('Invalid access code');
      }
      expect((await verify(codes.expired).expect(401)).body.message).toBe(
        'This access code has expired. Please ask the host for a new one.',
      );
      expect((await verify(codes.usedUp).expect(401)).body.message).toBe(
        'This access code has been used for all the stays it allows. Please ask the host for a new one.',
      );
    });

    it('uses the spec messages for a missing or overlong code', async () => {
      expect((await verify('   ').expect(400)).body.message).toBe('Access code is required');
      expect((await verify('X'.repeat(101)).expect(400)).body.message).toBe('Access code too long');
    });

    it('counts a stay, not a sign-in: a single-use code opens the portal, then books once; its second stay is refused', async () => {
      const guest = request.agent(app.getHttpServer());
      await verify(codes.race, guest).expect(200);
      await verify(codes.race, guest).expect(200);
      const usageOf = async () => {
        const list = await admin.get('/api/admin/access-codes').expect(200);
        return list.body.find((c: { codeMasked: string }) => c.codeMasked.startsWith('RA')).usageCount as number;
      };
      expect(await usageOf()).toBe(0);
      await guest.post('/api/reservations').send(stay('2027-04-01', '2027-04-03')).expect(201);
      expect(await usageOf()).toBe(1);

      // Ten more holds at once from the same session (other dates): every one refused, the count stays at the cap.
      const more = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          guest
            .post('/api/reservations')
            .send(
              stay(`2027-05-${String(1 + 2 * i).padStart(2, '0')}`, `2027-05-${String(2 + 2 * i).padStart(2, '0')}`),
            ),
        ),
      );
      expect(more.map((r) => r.status)).toEqual(Array(10).fill(403));
      expect(more[0]!.body.message).toBe(
        'Your access code has already been used for every stay it allows. Please contact us to book again.',
      );
      expect(await usageOf()).toBe(1);
      // Used up: it no longer opens a session either.
      expect((await verify(codes.race).expect(401)).body.message).toContain('used for all the stays it allows');
    });

    it('gives the family coupon to a family session only', async () => {
      const family = request.agent(app.getHttpServer());
      await verify(codes.family, family).expect(200);
      expect((await family.get('/api/config/ownerrez').expect(200)).body).toEqual({ familyCouponCode: 'FAMILY50' });
      const repeat = request.agent(app.getHttpServer());
      await verify(codes.repeat, repeat).expect(200);
      await repeat.get('/api/config/ownerrez').expect(403);
      await request(app.getHttpServer()).get('/api/config/ownerrez').expect(401);
    });

    it('answers unauthenticated without a session, for a forged cookie, and after logout', async () => {
      const anonymous = await request(app.getHttpServer()).get('/api/auth/verify').expect(401);
      expect(anonymous.body).toEqual({
        authenticated: false,
        role: null,
        expiresAt: null,
        message: 'Authentication required',
      });
      const forged = Buffer.from(JSON.stringify({ role: 'admin', exp: Date.now() + 1e9 })).toString('base64url');
      await request(app.getHttpServer())
        .get('/api/auth/verify')
        .set('Cookie', `lakehouse_session=${forged}.AAAA`)
        .expect(401);
      await request(app.getHttpServer())
        .get('/api/admin/access-codes')
        .set('Cookie', `lakehouse_session=${forged}.AAAA`)
        .expect(401);
      const guest = request.agent(app.getHttpServer());
      await verify(codes.family, guest).expect(200);
      await guest.post('/api/auth/logout').expect(200);
      await guest.get('/api/auth/verify').expect(401);
    });

    it("answers the booking page's session check 200 either way: the guest role, or null (no session, or the admin's)", async () => {
      expect((await request(app.getHttpServer()).get('/api/auth/session').expect(200)).body).toEqual({ role: null });
      const guest = request.agent(app.getHttpServer());
      await verify(codes.referred, guest).expect(200);
      expect((await guest.get('/api/auth/session').expect(200)).body).toEqual({ role: 'referred' });
      await guest.post('/api/auth/logout').expect(200);
      expect((await guest.get('/api/auth/session').expect(200)).body).toEqual({ role: null });
      const host = request.agent(app.getHttpServer());
      await host.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
      expect((await host.get('/api/auth/session').expect(200)).body).toEqual({ role: null });
    });

    it('sets the session cookie HttpOnly, SameSite=Lax, on the whole site', async () => {
      const response = await verify(codes.family).expect(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^lakehouse_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    });
  });

  describe('admin API', () => {
    const adminCalls: [string, string, object?][] = [
      ['get', '/api/admin/access-codes'],
      ['post', '/api/admin/access-codes', { code: 'NEW-CODE-1', type: 'referred' }],
      ['put', '/api/admin/access-codes/00000000-0000-4000-8000-000000000000', { isActive: false }],
      ['delete', '/api/admin/access-codes/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/admin/migrate-access-codes'],
      ['post', '/api/admin/access-codes/apply-default-limits'],
    ];

    it('refuses every admin call without a session (401) and with a guest session (403)', async () => {
      const guest = request.agent(app.getHttpServer());
      await verify(codes.family, guest).expect(200);
      for (const [method, path, body] of adminCalls) {
        const anonymous = await (
          request(app.getHttpServer()) as unknown as Record<string, (p: string) => request.Test>
        )[method]!(path).send(body);
        expect([method, path, anonymous.status]).toEqual([method, path, 401]);
        const asGuest = await (guest as unknown as Record<string, (p: string) => request.Test>)[method]!(path).send(
          body,
        );
        expect([method, path, asGuest.status]).toEqual([method, path, 403]);
      }
    });

    it('refuses a wrong admin code with the spec message', async () => {
      const { body } = await request(app.getHttpServer())
        .post('/api/admin/login')
        .send({ adminCode: 'WRONG-CODE' })
        .expect(401);
      expect(body.message).toBe('Invalid admin credentials. Please check your code and try again.');
      const blank = await request(app.getHttpServer()).post('/api/admin/login').send({ adminCode: '   ' }).expect(400);
      expect(blank.body.message).toBe('Please enter the admin access code');
    });

    it('creates, edits, toggles and deletes codes; a duplicate is a 409', async () => {
      const created = await admin
        .post('/api/admin/access-codes')
        .send({ code: ' summer-guest ', type: 'past_guest', maxUsage: 3, expiresAt: '2030-06-01T12:00:00.000Z' })
        .expect(201);
      expect(created.body).toMatchObject({
        codeMasked: 'SU••••••••',
        type: 'past_guest',
        isActive: true,
        maxUsage: 3,
        usageCount: 0,
        expiresAt: '2030-06-01T12:00:00.000Z',
        description: null,
      });
      const duplicate = await admin
        .post('/api/admin/access-codes')
        .send({ code: 'SUMMER-GUEST', type: 'referred' })
        .expect(409);
      expect(duplicate.body.message).toBe('An access code with this value already exists.');
      const missing = await admin.post('/api/admin/access-codes').send({ code: '', type: 'referred' }).expect(400);
      expect(missing.body.message).toBe('Please fill in all required fields');
      await admin.post('/api/admin/access-codes').send({ code: 'X1', type: 'referred', maxUsage: 0 }).expect(400);
      const short = await admin.post('/api/admin/access-codes').send({ code: 'SEVEN77', type: 'referred' }).expect(400);
      expect(short.body.message).toBe('Access codes must be at least 8 characters');

      const { id } = created.body as { id: string };
      const edited = await admin
        .put(`/api/admin/access-codes/${id}`)
        .send({ maxUsage: null, expiresAt: null, isActive: true })
        .expect(200);
      expect(edited.body).toMatchObject({ maxUsage: null, expiresAt: null });
      const toggled = await admin.put(`/api/admin/access-codes/${id}`).send({ isActive: false }).expect(200);
      expect(toggled.body.isActive).toBe(false);
      await admin.delete(`/api/admin/access-codes/${id}`).expect(200);
      await admin.delete(`/api/admin/access-codes/${id}`).expect(404);
      await admin.put('/api/admin/access-codes/not-a-uuid').send({ isActive: true }).expect(404);
    });

    it('migrates ACCESS_CODES once: the second run finds nothing new, and migrated codes work', async () => {
      expect((await admin.post('/api/admin/migrate-access-codes').expect(200)).body).toEqual({ migratedCount: 2 });
      expect((await admin.post('/api/admin/migrate-access-codes').expect(200)).body).toEqual({ migratedCount: 0 });
      expect((await verify('MIGRATED-GUEST').expect(200)).body.role).toBe('repeat');
    });

    it('applies default limits to active unlimited codes by type', async () => {
      const make = (code: string, type: string, isActive = true) =>
        admin
          .post('/api/admin/access-codes')
          .send({ code, type, isActive })
          .expect(201)
          .then((r) => r.body.id as string);
      const ids = {
        family: await make('LIMIT-FAMILY', 'family_friend'),
        guest: await make('LIMIT-GUEST', 'past_guest'),
        referred: await make('LIMIT-REFERRED', 'referred'),
        inactive: await make('LIMIT-INACTIVE', 'referred', false),
      };
      const { body } = await admin.post('/api/admin/access-codes/apply-default-limits').expect(200);
      expect(body.updatedCount).toBeGreaterThanOrEqual(2);
      const list = (await admin.get('/api/admin/access-codes').expect(200)).body as {
        id: string;
        maxUsage: number | null;
      }[];
      const limitOf = (id: string) => list.find((code) => code.id === id)!.maxUsage;
      expect([limitOf(ids.family), limitOf(ids.guest), limitOf(ids.referred), limitOf(ids.inactive)]).toEqual([
        null,
        1,
        10,
        null,
      ]);
    });
  });

  describe('cross-site writes', () => {
    it('refuses another site, a cross-site fetch and a non-JSON body; the same site is fine', async () => {
      const post = () => request(app.getHttpServer()).post('/api/access/verify');
      const otherSite = await post().set('Origin', 'https://evil.example').send({ code: codes.family }).expect(403);
      expect(otherSite.body.message).toBe('Requests from other websites are not allowed.');
      await post().set('Sec-Fetch-Site', 'cross-site').send({ code: codes.family }).expect(403);
      await post().set('Content-Type', 'text/plain').send(`{"code":"${codes.family}"}`).expect(415);
      await post().set('Content-Type', 'application/x-www-form-urlencoded').send(`code=${codes.family}`).expect(415);
      await post()
        .set('Origin', 'http://127.0.0.1:8080')
        .set('Host', '127.0.0.1:8080')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ code: codes.family })
        .expect(200);
    });
  });

  it('stores no plain access code or admin code anywhere in the database', async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows: tables } = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    let dump = '';
    for (const { tablename } of tables) {
      const { rows } = await db.query(`SELECT row_to_json(t)::text AS row FROM "${tablename}" t`);
      dump += rows.map((r) => r.row).join('\n');
    }
    await db.end();
    expect(dump).toContain('FA•');
    for (const secret of [...Object.values(codes), 'MIGRATED-FAMILY', 'SUMMER-GUEST', TEST_ADMIN_CODE]) {
      expect(dump.toUpperCase()).not.toContain(secret.toUpperCase());
    }
  });
});

describe('brute force', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({ ACCESS_ATTEMPT_LIMIT: '3', NODE_ENV: 'production' }),
      databaseUrl: database.url,
    });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('marks the session cookie Secure in production', async () => {
    const admin = await request(app.getHttpServer())
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE })
      .expect(200);
    expect(String(admin.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('answers 429 "Too many attempts" after the limit, and a forged X-Forwarded-For does not reset it', async () => {
    const attempt = (forwardedFor?: string) => {
      const call = request(app.getHttpServer()).post('/api/access/verify');
      if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
      return call.send({ code: 'GUESS-1234' });
    };
    for (let i = 0; i < 3; i += 1) await attempt().expect(401);
    const blocked = await attempt().expect(429);
    expect(blocked.body.message).toContain('Too many attempts');
    await attempt('203.0.113.9').expect(429);
    await attempt(`198.51.100.${Math.floor(Math.random() * 250)}`).expect(429);
  });

  it('limits admin code guesses too, with a clear 401 before the limit', async () => {
    const login = () => request(app.getHttpServer()).post('/api/admin/login').send({ adminCode: 'NOT-THE-CODE' });
    for (let i = 0; i < 3; i += 1) await login().expect(401);
    expect((await login().expect(429)).body.message).toContain('Too many attempts');
  });
});
