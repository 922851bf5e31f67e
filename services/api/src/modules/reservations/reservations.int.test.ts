import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { Metrics, OutboxRelay } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  TEST_ADMIN_CODE,
  waitFor,
  waitForQuiet,
  type TestDatabase,
  inDays,
} from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

type Agent = ReturnType<typeof request.agent>;

/** yyyy-MM-dd, `days` from today. */

const guest = { guestName: 'Mary Jackson', guestEmail: 'mary@example.com', guestCount: 4, totalAmount: '999.00' };

describe('reservations and holds', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let family: Agent;
  let repeat: Agent;

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    ({ app, database } = await startTestApi({
      env: {
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        HOST_EMAIL: 'host@example.com',
        OUTBOX_POLL_MS: '100',
      },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'FAMILY-CODE', type: 'family_friend' }).expect(201);
    await admin.post('/api/admin/access-codes').send({ code: 'REPEAT-CODE', type: 'past_guest' }).expect(201);
    family = request.agent(app.getHttpServer());
    await family.post('/api/access/verify').send({ code: 'FAMILY-CODE' }).expect(200);
    repeat = request.agent(app.getHttpServer());
    await repeat.post('/api/access/verify').send({ code: 'REPEAT-CODE' }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await sendgrid?.stop();
    await database?.drop();
  });

  it('50 concurrent requests for overlapping nights: exactly one hold, the rest 409, no 5xx', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        repeat
          .post('/api/reservations')
          .send({ ...guest, checkInDate: inDays(40 + (i % 3)), checkOutDate: inDays(44) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'Some dates in your selected range are not available. Please choose different dates.',
    );
    const { rows } = await db.query(`SELECT count(*)::int AS held FROM reservations WHERE status = 'held'`);
    expect(rows[0].held).toBe(1);
  });

  it('fits back-to-back stays: the checkout day is free for the next guest', async () => {
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(60), checkOutDate: inDays(63) })
      .expect(201);
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(63), checkOutDate: inDays(65) })
      .expect(201);
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(57), checkOutDate: inDays(60) })
      .expect(201);
  });

  it("stores the server's quote (family rate from the session), never the browser's total", async () => {
    const { body } = await family
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(80), checkOutDate: inDays(83), totalAmount: '1.00' })
      .expect(201);
    expect(body).toMatchObject({
      status: 'held',
      nights: 3,
      pricing: { lodgingTotal: 525, familySavings: 525, total: 851.73 },
    });
    const { rows } = await db.query('SELECT total_cents, client_total_amount, role FROM reservations WHERE id = $1', [
      body.id,
    ]);
    expect(rows[0]).toEqual({ total_cents: 85_173, client_total_amount: '1.00', role: 'family' });
  });

  it('without an access session a request is an inquiry that blocks nothing and reaches the host', async () => {
    const first = await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(90), checkOutDate: inDays(92) })
      .expect(201);
    expect(first.body).toMatchObject({ status: 'inquiry', holdExpiresAt: null });
    await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(90), checkOutDate: inDays(92) })
      .expect(201);
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(90), checkOutDate: inDays(92) })
      .expect(201);
    await waitFor('the host inquiry email', () =>
      sendgrid.sent.some((mail) => mail.subject === 'New inquiry: Mary Jackson'),
    );
  });

  it('rejects past dates, check-out before check-in and too many guests with readable messages', async () => {
    const past = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(-3), checkOutDate: inDays(2) })
      .expect(400);
    expect(past.body.message).toBe('Please select a current or future date.');
    const backwards = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(20), checkOutDate: inDays(20) })
      .expect(400);
    expect(backwards.body.message).toBe('Check-out date must be after check-in date.');
    await repeat
      .post('/api/reservations')
      .send({ ...guest, guestCount: 12, checkInDate: inDays(20), checkOutDate: inDays(22) })
      .expect(400);
  });

  it('a hold unpaid after 24 h expires (time injected), its nights are free and the guest is told', async () => {
    const { body } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(100), checkOutDate: inDays(103) })
      .expect(201);
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(101), checkOutDate: inDays(102) })
      .expect(409);
    // 24 hours pass: the hold's end and its expiry job's due time move into the past.
    await db.query(`UPDATE reservations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [body.id]);
    await db.query(
      `UPDATE outbox SET available_at = now() WHERE job_name = 'reservations.expire-hold' AND payload->>'reservationId' = $1`,
      [body.id],
    );
    app.get(OutboxRelay).nudge();
    await waitFor(
      'the hold to expire',
      async () =>
        (await db.query('SELECT status FROM reservations WHERE id = $1', [body.id])).rows[0].status === 'expired',
    );
    await waitFor('the hold-expired email', () => sendgrid.sent.some((mail) => mail.subject === 'Your hold has ended'));
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(101), checkOutDate: inDays(102) })
      .expect(201);
  });

  it("booking emails: a SendGrid 500 then 202 delivers once, and the page's call (twice) sends no second set", async () => {
    // Earlier tests' emails must be out first, so the injected failure hits a booking email.
    await waitFor('the outbox to be quiet', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS due FROM outbox WHERE dispatched_at IS NULL AND dead_at IS NULL AND available_at <= now()`,
      );
      return rows[0].due === 0;
    });
    const before = sendgrid.sent.length;
    const payload = {
      guestName: 'Dorothy Vaughan',
      guestEmail: 'dorothy@example.com',
      checkInDate: `${inDays(120)}T04:00:00.000Z`,
      checkOutDate: `${inDays(124)}T04:00:00.000Z`,
      adults: 2,
      children: 1,
      infants: 0,
      accessCode: 'REPEAT-CODE',
      pricing: { total: 1 },
    };
    // The browser that made the reservation holds its ticket cookie (the agent keeps it).
    const booker = request.agent(app.getHttpServer());
    sendgrid.failNext = 1;
    await booker
      .post('/api/reservations')
      .send({ ...payload, guestCount: 3 })
      .expect(201);
    await waitFor('the inquiry emails', () => sendgrid.sent.length - before === 2, 20_000);
    const inquiryMail = sendgrid.sent.slice(before).find((mail) => mail.to[0] === 'dorothy@example.com')!;
    expect(inquiryMail.text).toContain('These dates are not reserved yet.');
    expect(inquiryMail.text).not.toMatch(/held|hold/i);
    const beforeBookingEmails = sendgrid.sent.length;
    const first = await booker.post('/api/send-booking-emails').send(payload).expect(202);
    expect(first.body.message).toBe('Booking emails are on their way.');
    const again = await booker.post('/api/send-booking-emails').send(payload).expect(202);
    expect(again.body.message).toBe('The booking emails for this reservation are already on their way.');
    // The page's call sends no second set: the inquiry's two emails were the booking's emails.
    await waitForQuiet('the jobs of both calls to be done', db, [app.get(Metrics)]);
    expect(sendgrid.sent.length).toBe(beforeBookingEmails);
    const stored = await db.query(`SELECT row_to_json(b)::text AS row FROM booking_email_requests b`);
    expect(stored.rows[0].row).not.toContain('REPEAT-CODE');
  });
});

describe('pricing endpoints', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app, database } = await startTestApi());
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('serves the rates and computes a quote with the shared function', async () => {
    expect((await request(app.getHttpServer()).get('/api/config/pricing').expect(200)).body).toEqual({
      baseNightlyRate: 350,
      cleaningFee: 180,
      linenFee: 80,
      nhTaxRate: 0.085,
    });
    const { body } = await request(app.getHttpServer())
      .post('/api/config/calculate-pricing')
      .send({ nights: 3, guests: 1, includeLinens: true, familyDiscount: true })
      .expect(200);
    expect(body).toEqual({
      lodgingTotal: 525,
      familySavings: 525,
      cleaningFee: 180,
      linenFee: 80,
      subtotal: 785,
      taxes: 66.73,
      stripeFee: 45,
      total: 851.73,
    });
    await request(app.getHttpServer()).post('/api/config/calculate-pricing').send({ nights: 0, guests: 1 }).expect(400);
  });
});
