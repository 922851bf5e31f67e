import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { generate } from 'otplib';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { SECOND_FACTOR_NEEDED, WRONG_SECOND_FACTOR } from '@lakehouse/contracts';
import { startTestApi } from '../../testing/test-api.js';

/**
 * The host's second factor (threats S1-S4 of docs/security.md), run as attacks: once the host confirmed an
 * authenticator, the admin code alone opens nothing (sign-in, the photo page's validate, X-Access-Code); guessing the
 * 6-digit code hits the admin code's attempt limit; a code is accepted once; a recovery code works once.
 */
describe("the host's second factor", () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let secret = '';
  let recoveryCodes: string[] = [];

  const client = (address: string) => request.agent(app.getHttpServer()).set('X-Forwarded-For', address);
  /** The app's code a step ahead: accepted (clock tolerance) and later than any code used before it. */
  const nextCode = (stepsAhead = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

  beforeAll(async () => {
    ({ app, database } = await startTestApi({
      env: { LOG_LEVEL: 'error', TRUST_PROXY: 'true', ACCESS_ATTEMPT_LIMIT: '5' },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  it('the host adds an authenticator: a wrong code is refused, a current one confirms it and gives ten recovery codes', async () => {
    const host = client('192.0.2.10');
    const otherDevice = client('192.0.2.11');
    await host.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await otherDevice.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    expect((await host.get('/api/admin/sign-in-security').expect(200)).body).toEqual({
      totp: null,
      recoveryCodesLeft: 0,
    });
    const enrollment = (await host.post('/api/admin/totp').expect(201)).body as {
      secret: string;
      otpauthUri: string;
      qrCodeDataUrl: string;
    };
    expect(enrollment.otpauthUri).toContain(`secret=${enrollment.secret}`);
    expect(enrollment.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = enrollment.secret;
    // Not in use before it is confirmed: the code alone still signs in.
    await client('192.0.2.12').post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await host.post('/api/admin/totp/confirm').send({ code: '000000' }).expect(400);
    const confirmed = await host
      .post('/api/admin/totp/confirm')
      .send({ code: await generate({ secret }) })
      .expect(200);
    recoveryCodes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored as hashes only.
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_codes');
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    // This session stays; the one started elsewhere with the code alone ends.
    await host.get('/api/admin/sign-in-security').expect(200);
    await otherDevice.get('/api/admin/access-codes').expect(401);
  });

  it('the admin code alone no longer signs in, validates or passes X-Access-Code', async () => {
    const attacker = client('198.51.100.20');
    const alone = await attacker.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    expect(alone.body).toMatchObject({
      authenticated: false,
      secondFactorRequired: true,
      message: SECOND_FACTOR_NEEDED,
    });
    expect(alone.headers['set-cookie']).toBeUndefined();
    await attacker.get('/api/admin/access-codes').expect(401);
    const validated = await attacker.post('/api/access-codes/validate').send({ code: TEST_ADMIN_CODE }).expect(200);
    expect(validated.body).toMatchObject({ isValid: false });
    expect(validated.headers['set-cookie']).toBeUndefined();
    await attacker
      .put('/api/photo-manifest')
      .set('X-Access-Code', TEST_ADMIN_CODE)
      .send({ hero: '', curated: [], excluded: [], version: 0 })
      .expect(401);
  });

  it('the admin code with the current app code signs in; the same app code again is refused (no replay)', async () => {
    const code = await nextCode();
    const host = client('192.0.2.13');
    const signedIn = await host.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE, secondFactor: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ authenticated: true, staff: { role: 'host' } });
    await host.get('/api/admin/access-codes').expect(200);
    const replay = await client('198.51.100.21')
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ statusCode: 401, message: WRONG_SECOND_FACTOR });
  });

  it('a recovery code signs in once (any case, with or without its dash), then never again', async () => {
    const code = recoveryCodes[0]!;
    await client('192.0.2.14')
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: code.toUpperCase().replace('-', ' ') })
      .expect(200);
    await client('192.0.2.15')
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: code })
      .expect(401);
    const host = client('192.0.2.16');
    await host
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: recoveryCodes[1] })
      .expect(200);
    expect((await host.get('/api/admin/sign-in-security').expect(200)).body).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('guessing the app code with the right admin code hits the attempt limit (429), shared with the admin code; the right code then waits too', async () => {
    const guesser = client('198.51.100.22');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const guess = String(100000 + i);
      statuses.push(
        (await guesser.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE, secondFactor: guess })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    await guesser
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: await nextCode(2) })
      .expect(429);
    await guesser.post('/api/admin/login').send({ adminCode: 'WRONG-ADMIN-CODE' }).expect(429);
    const audited = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM access_events WHERE kind = 'admin-second-factor' AND outcome = 'denied'`,
    );
    expect(audited.rows[0]!.n).toBeGreaterThanOrEqual(6);
  });

  it('renewed recovery codes replace the old ones; removing the app brings back the code alone', async () => {
    const host = client('192.0.2.17');
    await host
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: recoveryCodes[2] })
      .expect(200);
    const renewed = ((await host.post('/api/admin/recovery-codes').expect(200)).body as { recoveryCodes: string[] })
      .recoveryCodes;
    await client('192.0.2.18')
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: recoveryCodes[3] })
      .expect(401);
    await client('192.0.2.19')
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE, secondFactor: renewed[0] })
      .expect(200);
    await host.delete('/api/admin/totp').expect(204);
    const alone = await client('192.0.2.20').post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    expect(alone.body).toMatchObject({ authenticated: true });
  });
});
