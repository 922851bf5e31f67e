import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

/**
 * Threat 6 of docs/security.md: access codes are keyed by CODE_HASH_SECRET, apart from APP_SECRET. Rotating APP_SECRET keeps
 * the codes and ends the sessions; rotating CODE_HASH_SECRET with the old one as CODE_HASH_SECRET_PREVIOUS keeps the
 * codes (rehashed on use); codes hashed by APP_SECRET before this change still verify and are rehashed.
 */
describe('rotating the app secret and the code-hash key', () => {
  const APP_SECRET_A = 'app-secret-a-0123456789abcdef0123456789abcdef';
  const APP_SECRET_B = 'app-secret-b-fedcba9876543210fedcba9876543210';
  const HASH_KEY_A = 'code-hash-key-a-0123456789abcdef0123456789ab';
  const HASH_KEY_B = 'code-hash-key-b-ba9876543210fedcba9876543210';
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;

  const restart = async (env: Record<string, string>) => {
    await app?.close();
    app = await createApiApp({ config: testConfig({ LOG_LEVEL: 'error', ...env }), databaseUrl: database.url });
    await app.init();
  };
  const cookieOf = (response: request.Response) => String(response.headers['set-cookie']).split(';')[0] ?? '';
  const enter = (code: string) => request(app.getHttpServer()).post('/api/access/verify').send({ code });
  const verify = (cookie: string) => request(app.getHttpServer()).get('/api/auth/verify').set('Cookie', cookie);
  const createCode = async (code: string) => {
    const admin = cookieOf(
      await request(app.getHttpServer()).post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200),
    );
    await request(app.getHttpServer())
      .post('/api/admin/access-codes')
      .set('Cookie', admin)
      .send({ code, type: 'family_friend' })
      .expect(201);
  };
  const keyIdOf = async (masked: string) =>
    (
      (await db.query('SELECT code_hash_key_id FROM access_codes WHERE code_masked = $1', [masked])).rows[0] as {
        code_hash_key_id: string | null;
      }
    ).code_hash_key_id;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  it('a code hashed by APP_SECRET before codes had their own key still verifies, and is rehashed with the new key', async () => {
    await restart({ APP_SECRET: APP_SECRET_A, CODE_HASH_SECRET: HASH_KEY_A });
    const legacyKey = createHmac('sha256', APP_SECRET_A).update('access-code-hash').digest();
    const legacyHash = createHmac('sha256', legacyKey).update('LEGACY-CODE-1').digest('hex');
    await db.query(`INSERT INTO access_codes (code_hash, code_masked, type) VALUES ($1, 'LE••••••', 'family_friend')`, [
      legacyHash,
    ]);
    await enter('LEGACY-CODE-1').expect(200);
    expect(await keyIdOf('LE••••••')).not.toBeNull();
    const { rows } = await db.query('SELECT code_hash FROM access_codes WHERE code_masked = $1', ['LE••••••']);
    expect(rows[0]).not.toEqual({ code_hash: legacyHash });
    await enter('LEGACY-CODE-1').expect(200);
  });

  it('rotating APP_SECRET keeps every code valid and ends every session', async () => {
    await restart({ APP_SECRET: APP_SECRET_A, CODE_HASH_SECRET: HASH_KEY_A });
    await createCode('APP-ROTATION-CODE');
    const session = cookieOf(await enter('APP-ROTATION-CODE').expect(200));
    await verify(session).expect(200);
    await restart({ APP_SECRET: APP_SECRET_B, CODE_HASH_SECRET: HASH_KEY_A });
    await verify(session).expect(401);
    await verify(cookieOf(await enter('APP-ROTATION-CODE').expect(200))).expect(200);
    await enter('LEGACY-CODE-1').expect(200);
  });

  it('rotating CODE_HASH_SECRET with the old one kept as CODE_HASH_SECRET_PREVIOUS keeps codes valid; each is rehashed on use', async () => {
    await restart({ APP_SECRET: APP_SECRET_B, CODE_HASH_SECRET: HASH_KEY_A });
    await createCode('USED-DURING-ROTATION');
    await createCode('NOT-USED-DURING-ROTATION');
    const keyA = await keyIdOf('US••••••••');
    await restart({ APP_SECRET: APP_SECRET_B, CODE_HASH_SECRET: HASH_KEY_B, CODE_HASH_SECRET_PREVIOUS: HASH_KEY_A });
    const session = cookieOf(await enter('USED-DURING-ROTATION').expect(200));
    const keyB = await keyIdOf('US••••••••');
    expect(keyB).not.toEqual(keyA);
    // The hash key is not the session key: sessions survive its rotation.
    await verify(session).expect(200);
    // Once the previous key is dropped, a code used during the rotation works; one never used has to be re-created.
    await restart({ APP_SECRET: APP_SECRET_B, CODE_HASH_SECRET: HASH_KEY_B });
    await enter('USED-DURING-ROTATION').expect(200);
    await enter('NOT-USED-DURING-ROTATION').expect(401);
    expect(await keyIdOf('NO••••••••')).toEqual(keyA);
  });
});
