import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { adminPropertySettingsSchema } from '@lakehouse/contracts';
import {
  FakeSendGrid,
  TEST_ADMIN_CODE,
  createTestDatabase,
  testConfig,
  waitFor,
  type TestDatabase,
  inDays,
} from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';

/** yyyy-MM-dd, `days` from today. */

describe("the host's email address is the contact email set in Settings", () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    app = await createApiApp({
      config: testConfig({
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        HOST_EMAIL: 'fallback@example.com',
        OUTBOX_POLL_MS: '100',
      }),
      databaseUrl: database.url,
    });
    await app.init();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await sendgrid?.stop();
    await database?.drop();
  });

  const setContactEmail = async (contactEmail: string) => {
    const current = adminPropertySettingsSchema.parse((await admin.get('/api/admin/settings').expect(200)).body);
    await admin
      .put('/api/admin/settings')
      .send({ settings: { ...current.settings, contactEmail }, version: current.version })
      .expect(200);
  };

  const sentWithSubject = (subject: string) =>
    waitFor(`the email '${subject}'`, () => sendgrid.sent.some((mail) => mail.subject === subject)).then(() =>
      sendgrid.sent.filter((mail) => mail.subject === subject),
    );

  it('host notices go to it and guests reply to it; a change reaches the next email', async () => {
    await setContactEmail('owner@lakehouse.example');
    await request(app.getHttpServer())
      .post('/api/reservations')
      .send({
        guestName: 'Ada Lovelace',
        guestEmail: 'ada@example.com',
        guestCount: 2,
        totalAmount: '1.00',
        checkInDate: inDays(30),
        checkOutDate: inDays(33),
      })
      .expect(201);
    const [hostNotice] = await sentWithSubject('New inquiry: Ada Lovelace');
    expect(hostNotice!.to).toEqual(['owner@lakehouse.example']);
    const toGuest = await waitFor('the guest email', () =>
      sendgrid.sent.find((mail) => mail.to.includes('ada@example.com')),
    );
    expect(toGuest.replyTo).toBe('owner@lakehouse.example');

    await setContactEmail('bookings@lakehouse.example');
    await request(app.getHttpServer())
      .post('/api/messages')
      .send({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Is the dock open in May?' })
      .expect(201);
    const [contact] = await sentWithSubject('Website message from Grace Hopper');
    expect(contact!.to).toEqual(['bookings@lakehouse.example']);
  });

  it('HOST_EMAIL only while Settings has no contact email', async () => {
    await setContactEmail('');
    await request(app.getHttpServer())
      .post('/api/messages')
      .send({ name: 'Katherine Johnson', email: 'kj@example.com', message: 'Are towels provided?' })
      .expect(201);
    const [contact] = await sentWithSubject('Website message from Katherine Johnson');
    expect(contact!.to).toEqual(['fallback@example.com']);
  });
});
