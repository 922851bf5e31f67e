import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { TEST_ADMIN_CODE, createTestDatabase, testConfig, type TestDatabase } from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

/**
 * Private answers against shared caches, and the session cookie against sibling subdomains: what a cache in front
 * of the site (a CDN, a company proxy) may keep, and which cookie the API reads, in the embedded http mode and in
 * production.
 */
describe('private answers and the session cookie', () => {
  let database: TestDatabase;
  let embedded: NestFastifyApplication;
  let production: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    embedded = await createApiApp({ config: testConfig({ LOG_LEVEL: 'error' }), databaseUrl: database.url });
    await embedded.init();
    production = await createApiApp({
      config: testConfig({
        LOG_LEVEL: 'error',
        NODE_ENV: 'production',
        APP_SECRET: '3f9a1c7e5b2d8046af13c9e7b5d20864ce1a3f5b7d9e0c2a4b6d8f1e3c5a7b9d',
        CODE_HASH_SECRET: '8d2e4f6a1c3b5e7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a6c8e1b3d5f7a9c0e2b4d',
        ADMIN_CODE: 'K7QX-M2PD-9R4T',
      }),
      databaseUrl: database.url,
    });
    await production.init();
  });

  afterAll(async () => {
    await embedded?.close();
    await production?.close();
    await database?.drop();
  });

  it('admin, booking and session answers, and any answer setting a cookie, say no-store; public reads do not', async () => {
    const admin = request.agent(embedded.getHttpServer());
    const login = await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const path of ['/api/admin/reservations', '/api/admin/settings', '/api/auth/session']) {
      const answer = await admin.get(path);
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
    const booking = await request(embedded.getHttpServer()).get('/api/bookings/LH-ABCDEF?key=nope');
    expect(booking.headers['cache-control']).toBe('no-store');
    const anonymous = await request(embedded.getHttpServer()).get('/api/property').expect(200);
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });

  it('embedded over http: the plain cookie name, without Secure, so sign-in keeps working', async () => {
    const login = await request(embedded.getHttpServer())
      .post('/api/admin/login')
      .send({ adminCode: TEST_ADMIN_CODE })
      .expect(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^lakehouse_session=/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('production: a __Host- cookie (Secure, Path=/, no Domain); a plain-named copy, as a sibling subdomain could set, is not read', async () => {
    const login = await request(production.getHttpServer())
      .post('/api/admin/login')
      .send({ adminCode: 'K7QX-M2PD-9R4T' })
      .expect(200);
    const [cookie] = login.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(/^__Host-lakehouse_session=[^;]+; .*Path=\/; .*HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const value = cookie!.split(';')[0]!.split('=').slice(1).join('=');
    await request(production.getHttpServer())
      .get('/api/admin/reservations')
      .set('Cookie', `__Host-lakehouse_session=${value}`)
      .expect(200);
    await request(production.getHttpServer())
      .get('/api/admin/reservations')
      .set('Cookie', `lakehouse_session=${value}`)
      .expect(401);
  });
});
