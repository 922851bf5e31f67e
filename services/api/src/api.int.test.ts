import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EmailEntity } from '@lakehouse/server-kit';
import { type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from './testing/test-api.js';

// The embedded defaults: no Redis (jobs run in this process), no SendGrid (emails captured).
describe('API on real Postgres, in-process queue', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app, database } = await startTestApi());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers health when the database does', async () => {
    await request(app.getHttpServer()).get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('serves the seeded property with money as numeric strings', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/property').expect(200);
    expect(body).toMatchObject({
      address: expect.stringContaining('Grantham, NH'),
      maxGuests: 11,
      baseRate: '350',
      cleaningFee: '180',
      linenFee: '80',
      taxRate: '0.085',
    });
    expect(body.name).toEqual(expect.any(String));
    expect(body.amenities.length).toBeGreaterThan(5);
    expect(body).not.toHaveProperty('slug');
  });

  it('rejects a bad contact message with every rule it broke', async () => {
    const { body } = await request(app.getHttpServer())
      .post('/api/messages')
      .send({ name: ' ', email: 'nope', message: 'short' })
      .expect(400);
    expect(body.message).toBe(
      'Name is required. Please enter a valid email address. Message must be at least 10 characters',
    );
    expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual(['name', 'email', 'message']);
  });

  it('says so in words when the body is not JSON or fields are missing', async () => {
    const broken = await request(app.getHttpServer())
      .post('/api/messages')
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(broken.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
    const empty = await request(app.getHttpServer()).post('/api/messages').expect(400);
    expect(empty.body.message).toContain('name is required');
  });

  it('gives unknown API paths a 404 in JSON', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
  });

  it('stores a referral and captures one email for the host', async () => {
    const { body } = await request(app.getHttpServer())
      .post('/api/referral/submit')
      .send({
        referrerName: 'Anna Berg',
        referrerEmail: 'anna@example.com',
        referrerPhone: '(603) 555-0142',
        relationship: 'My sister',
      })
      .expect(201);
    expect(body).toEqual({ id: expect.any(String), message: 'Referral information submitted successfully' });
    const emails = app.get(DataSource).getRepository(EmailEntity);
    const email = await waitFor('the referral email', () =>
      emails.findOneBy({ kind: 'referral' }).then((row) => row ?? undefined),
    );
    expect(email).toMatchObject({
      status: 'captured',
      replyTo: 'anna@example.com',
      subject: 'Referral from Anna Berg',
    });
    const invalid = await request(app.getHttpServer())
      .post('/api/referral/submit')
      .send({ referrerName: '', referrerEmail: 'x', relationship: '' })
      .expect(400);
    expect(invalid.body.message).toBe(
      'Referrer name is required. Please enter a valid email address. Please describe your relationship to the referrer',
    );
  });

  it('stores a contact message and captures one email for the host', async () => {
    const { body } = await request(app.getHttpServer())
      .post('/api/messages')
      .send({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        message: 'Is the dock in the water by Memorial Day?',
      })
      .expect(201);
    expect(body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });

    const emails = app.get(DataSource).getRepository(EmailEntity);
    const email = await waitFor('the captured email', () =>
      emails.findOneBy({ kind: 'contact-message', status: 'captured' }).then((row) => row ?? undefined),
    );
    expect(email).toMatchObject({
      replyTo: 'ada@example.com',
      subject: 'Website message from Ada Lovelace',
      attempts: 1,
    });
    expect(email.bodyText).toContain('Is the dock in the water by Memorial Day?');
    expect(await emails.countBy({ kind: 'contact-message' })).toBe(1);
  });
});
