import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

/**
 * Threat 5 of docs/security.md, run as attacks: a copy of a session cookie (taken before the session ended) is replayed
 * after sign-out, after its code is deactivated or deleted, and an admin cookie after ADMIN_CODE is rotated.
 */
describe('ending sessions', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  const startApp = async (adminCode: string) => {
    const started = await createApiApp({
      config: testConfig({ LOG_LEVEL: 'error', ADMIN_CODE: adminCode }),
      databaseUrl: database.url,
    });
    await started.init();
    return started;
  };
  const cookieOf = (response: request.Response) => String(response.headers['set-cookie']).split(';')[0] ?? '';
  const signIn = async (adminCode = TEST_ADMIN_CODE) =>
    cookieOf(await request(app.getHttpServer()).post('/api/admin/login').send({ adminCode }).expect(200));
  const guestCookie = async (code: string) =>
    cookieOf(await request(app.getHttpServer()).post('/api/access/verify').send({ code }).expect(200));
  const verify = (cookie: string) => request(app.getHttpServer()).get('/api/auth/verify').set('Cookie', cookie);
  const createCode = async (admin: string, code: string): Promise<string> =>
    (
      (
        await request(app.getHttpServer())
          .post('/api/admin/access-codes')
          .set('Cookie', admin)
          .send({ code, type: 'family_friend' })
          .expect(201)
      ).body as { id: string }
    ).id;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp(TEST_ADMIN_CODE);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('a copied guest cookie stops working once its session signs out; another device with the same code stays in', async () => {
    await createCode(await signIn(), 'LOGOUT-CODE');
    const copied = await guestCookie('LOGOUT-CODE');
    const otherDevice = await guestCookie('LOGOUT-CODE');
    await verify(copied).expect(200);
    await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', copied).expect(200);
    expect((await verify(copied).expect(401)).body).toMatchObject({
      authenticated: false,
      message: 'Authentication required',
    });
    await request(app.getHttpServer()).get('/api/config/stripe').set('Cookie', copied).expect(401);
    await verify(otherDevice).expect(200);
  });

  it('a copied admin cookie stops working after the admin signs out', async () => {
    const copied = await signIn();
    const codesBefore = (
      await request(app.getHttpServer()).get('/api/admin/access-codes').set('Cookie', copied).expect(200)
    ).body as unknown[];
    await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', copied).expect(200);
    await request(app.getHttpServer()).get('/api/admin/access-codes').set('Cookie', copied).expect(401);
    await request(app.getHttpServer())
      .post('/api/admin/access-codes')
      .set('Cookie', copied)
      .send({ code: 'SNEAKED-IN', type: 'referred' })
      .expect(401);
    const codesAfter = (
      await request(app.getHttpServer())
        .get('/api/admin/access-codes')
        .set('Cookie', await signIn())
        .expect(200)
    ).body as unknown[];
    expect(codesAfter).toHaveLength(codesBefore.length);
  });

  it('a guest cookie stops working when its code is deactivated', async () => {
    const admin = await signIn();
    const id = await createCode(admin, 'DEACTIVATED-CODE');
    const guest = await guestCookie('DEACTIVATED-CODE');
    await verify(guest).expect(200);
    await request(app.getHttpServer())
      .put(`/api/admin/access-codes/${id}`)
      .set('Cookie', admin)
      .send({ isActive: false })
      .expect(200);
    await verify(guest).expect(401);
    await request(app.getHttpServer()).get('/api/config/stripe').set('Cookie', guest).expect(401);
  });

  it('a guest cookie stops working when its code is deleted', async () => {
    const admin = await signIn();
    const id = await createCode(admin, 'DELETED-CODE');
    const guest = await guestCookie('DELETED-CODE');
    await verify(guest).expect(200);
    await request(app.getHttpServer()).delete(`/api/admin/access-codes/${id}`).set('Cookie', admin).expect(200);
    await verify(guest).expect(401);
  });

  it('an admin cookie stops working once the app restarts with a rotated ADMIN_CODE', async () => {
    const oldAdmin = await signIn();
    await app.close();
    app = await startApp('ROTATED-ADMIN-CODE-2');
    await request(app.getHttpServer()).get('/api/admin/access-codes').set('Cookie', oldAdmin).expect(401);
    await verify(oldAdmin).expect(401);
    const newAdmin = await signIn('ROTATED-ADMIN-CODE-2');
    await request(app.getHttpServer()).get('/api/admin/access-codes').set('Cookie', newAdmin).expect(200);
  });
});
