import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { Metrics } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Threats 1, 7 and 16 of docs/security.md, run as attacks against the API: guessing the admin code through the photo admin's
 * header, guessing guest codes around a good one, rotating IPv6 addresses; old records pruned; client keys salted.
 * Each client is its own address (TRUST_PROXY=true and X-Forwarded-For).
 */
describe('code guessing', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;

  const client = (address: string) => request.agent(app.getHttpServer()).set('X-Forwarded-For', address);
  const count = async (sql: string, params: unknown[] = []) =>
    ((await db.query(sql, params)).rows[0] as { n: number }).n;
  const manifestBody = { hero: '', curated: [], excluded: [], version: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApiApp({
      config: testConfig({ LOG_LEVEL: 'error', TRUST_PROXY: 'true', ACCESS_ATTEMPT_LIMIT: '5' }),
      databaseUrl: database.url,
    });
    await app.init();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const admin = client('192.0.2.1');
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    for (const code of ['GOOD-GUEST-CODE', 'OTHER-GUEST-CODE'])
      await admin.post('/api/admin/access-codes').send({ code, type: 'referred' }).expect(201);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  describe('the admin code in X-Access-Code (item 1)', () => {
    it('30 wrong codes: the same 401 whatever the body, then 429 with Retry-After, shared with the sign-in; the wrong codes audited, the refused ones only counted; nothing saved', async () => {
      const guesser = client('198.51.100.1');
      const manifestBefore = await db.query('SELECT row_to_json(m)::text AS row FROM photo_manifest m');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // Half with a valid body, half with an invalid one: a wrong code can't learn anything from the body's fate.
        const body = i % 2 === 0 ? manifestBody : { hero: 42 };
        const response = await guesser.put('/api/photo-manifest').set('X-Access-Code', `GUESS-${i}`).send(body);
        statuses.push(response.status);
        if (response.status === 401) expect(response.body).toEqual({ statusCode: 401, message: 'Invalid access code' });
        if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
      await guesser.post('/api/refresh-images').set('X-Access-Code', 'GUESS-X').expect(429);
      await guesser.post('/api/admin/login').send({ adminCode: 'GUESS-Y' }).expect(429);
      // Locked out means locked out: even the right code waits for the window.
      await guesser.put('/api/photo-manifest').set('X-Access-Code', TEST_ADMIN_CODE).send(manifestBody).expect(429);
      expect(await db.query('SELECT row_to_json(m)::text AS row FROM photo_manifest m')).toMatchObject({
        rows: manifestBefore.rows,
      });
      const { rows } = await db.query(
        `SELECT outcome, count(*)::int AS n FROM access_events WHERE kind = 'admin-code' GROUP BY outcome ORDER BY outcome`,
      );
      // A refused attempt writes no row (a flood would only grow the table): the metric counts them.
      expect(rows).toEqual([{ outcome: 'denied', n: 5 }]);
      expect(await count(`SELECT count(*)::int AS n FROM access_events WHERE outcome = 'throttled'`)).toBe(0);
      const refused = (await app.get(Metrics).refusedAttemptsTotal.get()).values;
      expect(refused.map(({ labels, value }) => [labels.kind, value]).sort()).toEqual([
        ['admin-code', 27],
        ['admin-login', 1],
      ]);
    });

    it('validate with the right code starts an admin session: the page then saves with the cookie alone', async () => {
      const host = client('198.51.100.2');
      const { body, headers } = await host
        .post('/api/access-codes/validate')
        .send({ code: TEST_ADMIN_CODE.toLowerCase() })
        .expect(200);
      expect(body).toEqual({ isValid: true, message: 'Access Granted' });
      expect(String(headers['set-cookie'])).toMatch(/lakehouse_session=.*HttpOnly/);
      const { body: current } = await host.get('/api/photo-manifest').expect(200);
      await host
        .put('/api/photo-manifest')
        .send({ ...manifestBody, version: current.version })
        .expect(200);
      // Without the session the same save is refused.
      await client('198.51.100.3')
        .put('/api/photo-manifest')
        .send({ ...manifestBody, version: current.version + 1 })
        .expect(401);
    });
  });

  describe('guest codes (item 7)', () => {
    it('four wrong codes, then a good one, again and again: a success never resets the count, so 429 comes', async () => {
      const guesser = client('198.51.100.10');
      const wrong = () => guesser.post('/api/access/verify').send({ code: `WRONG-${Math.random()}` });
      for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(401);
      await guesser.post('/api/access/verify').send({ code: 'GOOD-GUEST-CODE' }).expect(200);
      expect((await wrong()).status).toBe(401);
      const refused = await wrong();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    });

    it('IPv6: every address of one /64 shares a count; another /64 has its own', async () => {
      for (let i = 0; i < 5; i++)
        await client(`2001:db8:1:2::${i + 1}`)
          .post('/api/access/verify')
          .send({ code: `WRONG-${i}` })
          .expect(401);
      await client('2001:db8:1:2:ffff:ffff:ffff:ffff').post('/api/access/verify').send({ code: 'WRONG-X' }).expect(429);
      await client('2001:db8:1:3::1').post('/api/access/verify').send({ code: 'WRONG-Y' }).expect(401);
    });
  });

  it('counters and access events older than 90 days are pruned; newer ones stay (item 7)', async () => {
    await db.query(
      `INSERT INTO attempt_counters (key, failures, window_started_at) VALUES ('old', 3, now() - interval '91 days'), ('recent', 3, now() - interval '89 days')`,
    );
    await db.query(
      `INSERT INTO access_events (kind, outcome, client_hash, created_at) VALUES ('guest-code', 'denied', 'old', now() - interval '91 days'), ('guest-code', 'denied', 'recent', now() - interval '89 days')`,
    );
    await app.get(RateLimiter).prune();
    expect(await count(`SELECT count(*)::int AS n FROM attempt_counters WHERE key IN ('old', 'recent')`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM access_events WHERE client_hash IN ('old', 'recent')`)).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM access_events WHERE client_hash = 'recent'`)).toBe(1);
  });

  it('the audit log and counters hold a salted key, not an unsalted hash anyone could reverse (item 16)', async () => {
    const address = '198.51.100.77';
    await client(address).post('/api/access/verify').send({ code: 'WRONG-CODE-Z' }).expect(401);
    const unsalted = createHash('sha256').update(address).digest('hex').slice(0, 32);
    const { rows } = await db.query(`SELECT client_hash FROM access_events ORDER BY created_at DESC LIMIT 1`);
    expect(rows[0].client_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].client_hash).not.toBe(unsalted);
    expect(
      await count(`SELECT count(*)::int AS n FROM attempt_counters WHERE key LIKE $1 OR key LIKE '%' || $2 || '%'`, [
        `%${unsalted}%`,
        address,
      ]),
    ).toBe(0);
  });
});
