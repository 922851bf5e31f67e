import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  FakeSendGrid,
  FakeStripe,
  TEST_ADMIN_CODE,
  waitFor,
  type TestDatabase,
  inDays,
} from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

type Agent = ReturnType<typeof request.agent>;

describe('admin operations with Stripe: resend the invoice link', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let app: NestFastifyApplication;
  let admin: Agent;
  let repeat: Agent;

  const invoiceMails = (to: string) =>
    sendgrid.sent.filter((mail) => mail.to.includes(to) && mail.subject.startsWith('Your invoice for'));

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    ({ app, database } = await startTestApi({
      env: {
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        HOST_EMAIL: 'host@example.com',
        OUTBOX_POLL_MS: '100',
        STRIPE_SECRET_KEY: 'sk_test_operations',
        STRIPE_API_BASE_URL: stripe.baseUrl,
      },
    }));
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'REPEAT-CODE', type: 'past_guest' }).expect(201);
    repeat = request.agent(app.getHttpServer());
    await repeat.post('/api/access/verify').send({ code: 'REPEAT-CODE' }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
  });

  it('emails the same hosted invoice link again, once per resend, creating nothing in Stripe', async () => {
    const guest = { guestName: 'Grace Hopper', guestEmail: 'grace@example.com', guestCount: 3 };
    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(40), checkOutDate: inDays(43) })
      .expect(201);
    await waitFor('the first invoice email', () => invoiceMails(guest.guestEmail).length === 1);
    const { body: list } = await admin.get('/api/admin/reservations?status=held').expect(200);
    expect(list.reservations).toEqual([expect.objectContaining({ id: held.id, invoiced: true })]);

    const resent = await admin.post(`/api/admin/reservations/${held.id}/resend-invoice`).expect(200);
    expect(resent.body.message).toBe('The invoice link is being emailed to grace@example.com again.');
    await waitFor('the resent invoice email', () => invoiceMails(guest.guestEmail).length === 2);
    await admin.post(`/api/admin/reservations/${held.id}/resend-invoice`).expect(200);
    await waitFor('the second resend', () => invoiceMails(guest.guestEmail).length === 3);
    const [first, ...again] = invoiceMails(guest.guestEmail);
    // The fake's hosted invoice page.
    const link = /http:\/\/127\.0\.0\.1:\d+\/hosted\/invoices\/\S+?(?=["\s<)]|$)/.exec(first!.text)?.[0];
    expect(link).toBeTruthy();
    for (const mail of again) expect(mail.text).toContain(link!);
    expect(stripe.invoices.size).toBe(1);

    // Paid outside Stripe: confirmed, and there is no hold left to invoice.
    await admin.post(`/api/admin/reservations/${held.id}/confirm`).expect(200);
    const refused = await admin.post(`/api/admin/reservations/${held.id}/resend-invoice`).expect(409);
    expect(refused.body.message).toBe("Only a held reservation's invoice can be resent; this one is confirmed.");
  });
});
