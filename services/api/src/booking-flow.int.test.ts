import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import {
  FakeSendGrid,
  FakeStripe,
  TEST_ADMIN_CODE,
  waitFor,
  type TestDatabase,
  inDays,
} from '@lakehouse/server-kit/testing';
import { startTestApi } from './testing/test-api.js';

const WEBHOOK_SECRET = 'whsec_booking_flow_test';

/** The whole direct booking, through the real endpoints: code → hold → invoice → paid → confirmed. */
describe('booking flow', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let app: NestFastifyApplication;
  let db: pg.Client;

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    ({ app, database } = await startTestApi({
      env: {
        OUTBOX_POLL_MS: '100',
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        STRIPE_SECRET_KEY: 'sk_test_flow',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
  });

  it('a family guest holds dates, is invoiced once, pays, and the stay is confirmed and blocks its nights', async () => {
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'LAKE-FAMILY', type: 'family_friend' }).expect(201);
    const guest = request.agent(app.getHttpServer());
    expect((await guest.post('/api/access/verify').send({ code: 'lake-family' }).expect(200)).body.role).toBe('family');

    const [checkIn, checkOut] = [inDays(50), inDays(54)];
    const { body: hold } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Annie Easley',
        guestEmail: 'annie@example.com',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        guestCount: 5,
        totalAmount: '100',
      })
      .expect(201);
    expect(hold).toMatchObject({ status: 'held', nights: 4, pricing: { lodgingTotal: 700, familySavings: 700 } });

    const availability = await request(app.getHttpServer())
      .get(`/api/availability?startDate=${inDays(49)}&endDate=${inDays(55)}`)
      .expect(200);
    const booked = (availability.body.blockedDates as { date: string; type: string }[])
      .filter((night) => night.type === 'booked')
      .map((night) => night.date);
    expect(booked).toEqual([inDays(50), inDays(51), inDays(52), inDays(53)]);

    // The payment follow-up job invoices the hold: the server's total, once.
    await waitFor(
      'the hold invoice',
      () =>
        stripe.invoices.size === 1 &&
        sendgrid.sent.some((mail) => mail.to[0] === 'annie@example.com' && /invoice/i.test(mail.subject)),
    );
    const { rows } = await db.query('SELECT stripe_invoice_id, total_cents FROM reservations WHERE id = $1', [hold.id]);
    const invoice = stripe.invoices.get(rows[0].stripe_invoice_id) as
      { total?: number; amount_due?: number } | undefined;
    expect(invoice?.amount_due ?? invoice?.total).toBe(rows[0].total_cents);

    const event = {
      id: 'evt_flow_paid',
      object: 'event',
      type: 'invoice.paid',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: rows[0].stripe_invoice_id,
          object: 'invoice',
          status: 'paid',
          amount_paid: rows[0].total_cents,
          currency: 'usd',
          metadata: { reservationId: hold.id },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await request(app.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
      .expect(200);

    await waitFor('the confirmation email with the stay attached', () =>
      sendgrid.sent.find(
        (mail) => mail.to[0] === 'annie@example.com' && mail.attachments.some((file) => file.filename.endsWith('.ics')),
      ),
    );
    expect((await db.query('SELECT status FROM reservations WHERE id = $1', [hold.id])).rows[0].status).toBe(
      'confirmed',
    );

    const other = request.agent(app.getHttpServer());
    await admin.post('/api/admin/access-codes').send({ code: 'LAKE-REPEAT', type: 'past_guest' }).expect(201);
    await other.post('/api/access/verify').send({ code: 'LAKE-REPEAT' }).expect(200);
    await other
      .post('/api/reservations')
      .send({
        guestName: 'Someone Else',
        guestEmail: 'else@example.com',
        checkInDate: inDays(53),
        checkOutDate: inDays(56),
        guestCount: 2,
      })
      .expect(409);
    await other
      .post('/api/reservations')
      .send({
        guestName: 'Someone Else',
        guestEmail: 'else@example.com',
        checkInDate: inDays(54),
        checkOutDate: inDays(56),
        guestCount: 2,
      })
      .expect(201);
  });

  it("the booking page follows a hold: its payment call names the hold's hosted invoice page, whose Pay confirms the stay through the signed webhook", async () => {
    await app.listen(0, '127.0.0.1');
    const site = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    stripe.hosted.webhook = { url: `${site}/api/payments/webhook`, secret: WEBHOOK_SECRET };
    stripe.hosted.siteUrl = site;
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'LAKE-PAYNOW', type: 'referred' }).expect(201);
    const guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'LAKE-PAYNOW' }).expect(200);
    const { body: hold } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Grace Hopper',
        guestEmail: 'grace@example.com',
        checkInDate: inDays(80),
        checkOutDate: inDays(83),
        guestCount: 2,
      })
      .expect(201);

    // Only the browser that made the reservation may follow it.
    const stranger = await request(app.getHttpServer()).get(`/api/reservations/${hold.id}/payment`).expect(403);
    expect(stranger.body.message).toMatch(/browser that made it/);

    const paymentOf = async () =>
      (await guest.get(`/api/reservations/${hold.id}/payment`).expect(200)).body as {
        status: string;
        payment: string;
        payUrl: string | null;
        total: number;
      };
    const payUrl = await waitFor('the hosted invoice page', async () => (await paymentOf()).payUrl ?? undefined);
    expect(await paymentOf()).toMatchObject({ status: 'held', payment: 'online', total: hold.pricing.total });

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `Pay $${hold.pricing.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const paid = await fetch(`${payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${site}/book/done?reservation=${hold.id}`);
    expect(await paymentOf()).toMatchObject({ status: 'confirmed', payUrl: null });
  });
});
