import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { helperSession, sessionCookieOf } from '../../testing/helper-session.js';
import { holdWithNewCode } from '../../testing/hold-with-new-code.js';
import { startTestApi } from '../../testing/test-api.js';

const scores = { overall: 5, cleanliness: 5, accuracy: 5, communication: 5, location: 5, value: 5 };

/**
 * Threats S9-S12 of docs/security.md: helpers stay out of guests' details, the host's mail and the family coupon, and
 * no preview hands out a booking's signed link.
 */
describe("the co-host's boundary and the previews' links", () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let host: string;
  let cohost: string;
  let cleaner: string;
  let stayId: string;

  const as = (cookie: string) => ({
    post: (path: string) => request(app.getHttpServer()).post(path).set('Cookie', cookie),
    put: (path: string) => request(app.getHttpServer()).put(path).set('Cookie', cookie),
    get: (path: string) => request(app.getHttpServer()).get(path).set('Cookie', cookie),
  });
  const template = async (key: string) =>
    ((await as(host).get(`/api/admin/messages/${key}`).expect(200)).body as { template: object }).template;

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const server = app.getHttpServer();
    host = sessionCookieOf(await request(server).post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }));
    cohost = await helperSession(server, host, 'cohost');
    cleaner = await helperSession(server, host, 'cleaner');
    const checkIn = addDays(dateInPropertyZone(new Date()), 40);
    stayId = await holdWithNewCode(server, { code: 'BOUNDARY-STAY-1', checkIn });
    await as(host).post(`/api/admin/reservations/${stayId}/confirm`).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await db?.end();
    await database?.drop();
  });

  it("a co-host previews with the sample booking only, never a guest's details", async () => {
    const body = { template: await template('stay-confirmation'), reservationId: stayId };
    const refused = await as(cohost).post('/api/admin/messages/stay-confirmation/preview').send(body);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/boundary-stay-1@example\.com|key=/i);
    await as(cohost)
      .post('/api/admin/agreement/preview')
      .send({ markdown: 'Signed by {{ guest.name }}', reservationId: stayId })
      .expect(403);
    const sample = await as(cohost)
      .post('/api/admin/messages/stay-confirmation/preview')
      .send({ template: body.template })
      .expect(200);
    expect(sample.body.text).toContain('Ada');
  });

  it("no preview, even the host's, carries the booking's signed link: it opens and reviews nothing", async () => {
    await db.query(`UPDATE reservations SET check_in = current_date - 5, check_out = current_date - 2 WHERE id = $1`, [
      stayId,
    ]);
    const preview = await as(host)
      .post('/api/admin/messages/stay-confirmation/preview')
      .send({ template: await template('stay-confirmation'), reservationId: stayId })
      .expect(200);
    const link = /\/booking\/([A-Z0-9]{8})\?key=([^"\s<]+)/.exec(String(preview.body.html));
    expect(link).not.toBeNull();
    const [, reference, key] = link!;
    await request(app.getHttpServer()).get(`/api/bookings/${reference}?key=${key}`).expect(404);
    await request(app.getHttpServer())
      .post(`/api/bookings/${reference}/review?key=${key}`)
      .send({ ...scores, text: 'Five stars, written by someone who never stayed here at all.' })
      .expect(404);
    const { rows } = await db.query('SELECT 1 FROM reviews WHERE reservation_id = $1', [stayId]);
    expect(rows).toHaveLength(0);
  });

  it("the contact email (where the host's notices go) and the family coupon are the host's to change", async () => {
    const current = (await as(cohost).get('/api/admin/settings').expect(200)).body as {
      settings: Record<string, unknown>;
      version: number;
    };
    const save = (changes: Record<string, unknown>, version: number) =>
      as(cohost)
        .put('/api/admin/settings')
        .send({ settings: { ...current.settings, ...changes }, version });
    for (const changes of [{ contactEmail: 'cohost@elsewhere.example' }, { familyCouponCode: 'HALFOFF' }]) {
      const refused = await save(changes, current.version);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Only the host/);
    }
    const after = (await as(host).get('/api/admin/settings').expect(200)).body as typeof current;
    expect(after.version).toBe(current.version);
    expect(after.settings.contactEmail).toBe(current.settings.contactEmail);
    await save({ responseTime: 'Within a day' }, current.version).expect(200);
  });

  it('"Send a test" goes to the host\'s own address only, a few an hour', async () => {
    const body = { template: await template('thank-you') };
    await as(cohost).post('/api/admin/messages/thank-you/test').send(body).expect(403);
    for (let sent = 0; sent < 5; sent++)
      await as(host).post('/api/admin/messages/thank-you/test').send(body).expect(202);
    const refused = await as(host).post('/api/admin/messages/thank-you/test').send(body);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'email.template-test'`);
    expect(rows[0]).toEqual({ n: 5 });
  });

  it("the family coupon (50 %) goes to a family session and the host, never to a helper's session", async () => {
    for (const helper of [cleaner, cohost]) {
      const refused = await as(helper).get('/api/config/pms');
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toMatch(/familyCouponCode/);
    }
    expect((await as(host).get('/api/config/pms').expect(200)).body).toHaveProperty('familyCouponCode');
  });
});
