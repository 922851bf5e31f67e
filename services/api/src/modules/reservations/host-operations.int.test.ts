import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  adminCalendarFeedStatusSchema,
  adminEmailResponseSchema,
  adminEmailsResponseSchema,
  adminReservationDetailResponseSchema,
  adminReservationSchema,
  adminReservationsResponseSchema,
} from '@lakehouse/contracts';
import { FakeSendGrid, TEST_ADMIN_CODE, waitFor, type TestDatabase, inDays } from '@lakehouse/server-kit/testing';
import { FakeFeedServer, allDayFeed } from '../../../../worker/src/calendar/fixtures/feed-server.js';
import { startTestApi } from '../../testing/test-api.js';

type Agent = ReturnType<typeof request.agent>;

/** yyyy-MM-dd, `days` from today. */

const guest = { guestName: 'Ada Lovelace', guestEmail: 'ada@example.com', guestCount: 2 };
const NOWHERE = '00000000-0000-4000-8000-000000000000';

describe('admin operations: reservations, emails, calendar feed', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let feed: FakeFeedServer;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let admin: Agent;
  let repeat: Agent;

  const status = async (id: string): Promise<string> =>
    (await db.query('SELECT status FROM reservations WHERE id = $1', [id])).rows[0].status;
  const bookedNights = async (from: string, to: string): Promise<string[]> => {
    const { body } = await request(app.getHttpServer())
      .get(`/api/availability?startDate=${from}&endDate=${to}`)
      .expect(200);
    return (body.blockedDates as { date: string; type: string }[])
      .filter((night) => night.type === 'booked')
      .map((night) => night.date);
  };
  const outboxQuiet = () =>
    waitFor('the outbox to be quiet', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS due FROM outbox WHERE dispatched_at IS NULL AND dead_at IS NULL AND available_at <= now()`,
      );
      return rows[0].due === 0;
    });

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    feed = await new FakeFeedServer().start();
    feed.answer(
      200,
      allDayFeed([{ uid: 'pms-1@example.com', start: inDays(300), end: inDays(303), summary: 'Reserved' }]),
    );
    // It answers on any path: this one carries a secret the status must redact.
    const feedUrl = `${new URL(feed.url).origin}/calendar/ical/12345.ics?s=0123456789abcdef0123`;
    ({ app, database } = await startTestApi({
      env: {
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        OUTBOX_POLL_MS: '100',
        ICAL_FEED_URL: feedUrl,
        CALENDAR_EXPORT_TOKEN: 'export-token-0123456789',
      },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code: 'REPEAT-CODE', type: 'past_guest' }).expect(201);
    repeat = request.agent(app.getHttpServer());
    await repeat.post('/api/access/verify').send({ code: 'REPEAT-CODE' }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await sendgrid?.stop();
    await feed?.stop();
    await database?.drop();
  });

  it('refuses every operations call without a session (401) and with a guest session (403)', async () => {
    const calls: ['get' | 'post', string][] = [
      ['get', '/api/admin/reservations'],
      ['get', `/api/admin/reservations/${NOWHERE}`],
      ['post', `/api/admin/reservations/${NOWHERE}/cancel`],
      ['post', `/api/admin/reservations/${NOWHERE}/confirm`],
      ['post', `/api/admin/reservations/${NOWHERE}/resend-invoice`],
      ['get', '/api/admin/emails'],
      ['get', `/api/admin/emails/${NOWHERE}`],
      ['post', `/api/admin/emails/${NOWHERE}/retry`],
      ['get', '/api/admin/calendar-feed'],
      ['post', '/api/admin/calendar-feed/sync'],
    ];
    for (const [method, path] of calls) {
      const anonymous = await request(app.getHttpServer())[method](path).send({});
      expect([path, anonymous.status]).toEqual([path, 401]);
      const guestCall = await repeat[method](path).send({});
      expect([path, guestCall.status]).toEqual([path, 403]);
    }
  });

  it('lists reservations by status and month, sorted by check-in, and shows one with its emails', async () => {
    const held = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(30), checkOutDate: inDays(33) })
      .expect(201);
    const inquiry = await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(20), checkOutDate: inDays(22) })
      .expect(201);
    const all = await admin.get('/api/admin/reservations').expect(200);
    adminReservationsResponseSchema.parse(all.body);
    expect(all.body.reservations.map((r: { id: string }) => r.id)).toEqual([inquiry.body.id, held.body.id]);

    const month = inDays(31).slice(0, 7);
    const filtered = await admin.get(`/api/admin/reservations?status=held&month=${month}`).expect(200);
    expect(filtered.body.reservations).toEqual([
      expect.objectContaining({
        id: held.body.id,
        status: 'held',
        checkIn: inDays(30),
        checkOut: inDays(33),
        guestName: 'Ada Lovelace',
        guestCount: 2,
        total: held.body.pricing.total,
        holdExpiresAt: held.body.holdExpiresAt,
        invoiced: false,
      }),
    ]);
    const inquiries = await admin.get('/api/admin/reservations?status=inquiry').expect(200);
    expect(inquiries.body.reservations.map((r: { id: string }) => r.id)).toEqual([inquiry.body.id]);
    const far = await admin.get(`/api/admin/reservations?month=${inDays(500).slice(0, 7)}`).expect(200);
    expect(far.body.reservations).toEqual([]);
    await admin.get('/api/admin/reservations?month=2026-13').expect(400);
    await admin.get('/api/admin/reservations?status=paid').expect(400);

    await waitFor('the hold emails', async () => {
      const { body } = await admin.get(`/api/admin/reservations/${held.body.id}`).expect(200);
      const kinds = new Set(body.emails.map((email: { kind: string }) => email.kind));
      return kinds.has('reservation-request-received') && kinds.has('reservation-host-new-booking');
    });
    const detail = await admin.get(`/api/admin/reservations/${held.body.id}`).expect(200);
    adminReservationDetailResponseSchema.parse(detail.body);
    expect(detail.body.reservation).toMatchObject({
      id: held.body.id,
      role: 'repeat',
      nights: 3,
      pricing: held.body.pricing,
      guestPhone: null,
      confirmedAt: null,
    });
    // The guest's own emails and the host's notices about the guest (reply-to the guest), newest first.
    const kinds = detail.body.emails.map((email: { kind: string }) => email.kind);
    expect(kinds).toEqual(expect.arrayContaining(['reservation-request-received', 'reservation-host-new-booking']));
    const times = detail.body.emails.map((email: { createdAt: string }) => email.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await admin.get(`/api/admin/reservations/${NOWHERE}`).expect(404)).body.message).toBe(
      'That reservation does not exist.',
    );
    await admin.get('/api/admin/reservations/not-a-uuid').expect(404);
  });

  it('cancel frees the nights, emails the guest once, and a second cancel is 409', async () => {
    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(50), checkOutDate: inDays(52) })
      .expect(201);
    expect(await bookedNights(inDays(49), inDays(53))).toEqual([inDays(50), inDays(51)]);

    const cancelled = await admin.post(`/api/admin/reservations/${held.id}/cancel`).expect(200);
    adminReservationSchema.parse(cancelled.body);
    expect(cancelled.body).toMatchObject({ id: held.id, status: 'cancelled' });
    expect(await bookedNights(inDays(49), inDays(53))).toEqual([]);
    // The nights really are free: another guest can hold them.
    await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(50), checkOutDate: inDays(52) })
      .expect(201);

    const again = await admin.post(`/api/admin/reservations/${held.id}/cancel`).expect(409);
    expect(again.body.message).toBe('This reservation is already cancelled; there is nothing to cancel.');
    await admin.post(`/api/admin/reservations/${NOWHERE}/cancel`).expect(404);

    await waitFor('the cancellation email', () =>
      sendgrid.sent.some((mail) => mail.to.includes(guest.guestEmail) && /is cancelled$/.test(mail.subject)),
    );
    await outboxQuiet();
    const sentCancellations = sendgrid.sent.filter((mail) => /is cancelled$/.test(mail.subject));
    expect(sentCancellations).toHaveLength(1);
    expect(sentCancellations[0]!.to).toEqual([guest.guestEmail]);
    expect(sentCancellations[0]!.subject).toBe('Your reservation at Grantham Lake House is cancelled');

    const { body } = await admin.get('/api/admin/emails?status=sent').expect(200);
    adminEmailsResponseSchema.parse(body);
    const cancellation = body.emails.find((email: { kind: string }) => email.kind === 'reservation-cancelled');
    expect(cancellation).toMatchObject({ to: guest.guestEmail, status: 'sent', attempts: 1, lastError: null });
    const full = await admin.get(`/api/admin/emails/${cancellation.id}`).expect(200);
    adminEmailResponseSchema.parse(full.body);
    expect(full.body.email).toMatchObject({
      id: cancellation.id,
      replyTo: 'stay@lakehouse-grantham.example',
      attachments: [],
    });
    expect(full.body.email.bodyText).toContain('cancelled');
    await admin.get(`/api/admin/emails/${NOWHERE}`).expect(404);
  });

  it('confirm works only from held, and sends the stay confirmation', async () => {
    const { body: inquiry } = await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(60), checkOutDate: inDays(62) })
      .expect(201);
    const refused = await admin.post(`/api/admin/reservations/${inquiry.id}/confirm`).expect(409);
    expect(refused.body.message).toBe('Only a held reservation can be confirmed; this one is inquiry.');

    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(70), checkOutDate: inDays(73) })
      .expect(201);
    const confirmed = await admin.post(`/api/admin/reservations/${held.id}/confirm`).expect(200);
    expect(confirmed.body).toMatchObject({ id: held.id, status: 'confirmed' });
    expect(await status(held.id)).toBe('confirmed');
    await admin.post(`/api/admin/reservations/${held.id}/confirm`).expect(409);
    await waitFor('the confirmation email', () =>
      sendgrid.sent.some((mail) => mail.subject.startsWith('Confirmed: your stay')),
    );
    const detail = await admin.get(`/api/admin/reservations/${held.id}`).expect(200);
    expect(detail.body.reservation.confirmedAt).not.toBeNull();
    // A confirmed stay can still be cancelled by the host; its nights are freed.
    expect(await bookedNights(inDays(70), inDays(72))).toHaveLength(3);
    await admin.post(`/api/admin/reservations/${held.id}/cancel`).send({ refund: 'none' }).expect(200);
    expect(await bookedNights(inDays(70), inDays(72))).toEqual([]);
  });

  it('resend-invoice: 409 in manual mode, saying the host sends the invoice', async () => {
    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(80), checkOutDate: inDays(82) })
      .expect(201);
    const refused = await admin.post(`/api/admin/reservations/${held.id}/resend-invoice`).expect(409);
    expect(refused.body.message).toBe('Payments are manual (no Stripe): the host sends the invoice.');
    await admin.post(`/api/admin/reservations/${NOWHERE}/resend-invoice`).expect(404);
  });

  it('a failed email whose outbox entry died can be retried, and then sends', async () => {
    await outboxQuiet();
    sendgrid.failNext = 1_000;
    await request(app.getHttpServer())
      .post('/api/reservations')
      .send({ ...guest, guestEmail: 'retry@example.com', checkInDate: inDays(90), checkOutDate: inDays(92) })
      .expect(201);
    await waitFor('the guest email to fail', async () => {
      const { rows } = await db.query(`SELECT status FROM emails WHERE to_address = 'retry@example.com'`);
      return rows[0]?.status === 'failed';
    });
    // The relay gives up after 10 tries (minutes of back-off): the same state, set directly.
    const { rows } = await db.query(
      `UPDATE outbox SET dead_at = now(), available_at = now() + interval '1 hour', attempts = 10
        WHERE id::text = (SELECT idempotency_key FROM emails WHERE to_address = 'retry@example.com') RETURNING id`,
    );
    expect(rows).toHaveLength(1);
    const failed = await admin.get('/api/admin/emails?status=failed').expect(200);
    const email = failed.body.emails.find((e: { to: string }) => e.to === 'retry@example.com');
    expect(email).toMatchObject({ status: 'failed', kind: 'reservation-inquiry-received' });
    expect(email.lastError).toBeTruthy();

    sendgrid.failNext = 0;
    const retried = await admin.post(`/api/admin/emails/${email.id}/retry`).expect(200);
    expect(retried.body.message).toBe('The email to retry@example.com is being sent again.');
    await waitFor(
      'the retried email to send',
      async () => (await admin.get(`/api/admin/emails/${email.id}`)).body.email.status === 'sent',
    );
    expect(sendgrid.sent.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(1);
    const again = await admin.post(`/api/admin/emails/${email.id}/retry`).expect(409);
    expect(again.body.message).toBe('Only a failed email can be retried; this one is sent.');
    await admin.post(`/api/admin/emails/${NOWHERE}/retry`).expect(404);
  });

  it('calendar feed: status with a redacted URL and the export link; Sync now updates it and shows conflicts', async () => {
    await waitFor(
      'the start-up sync',
      async () => (await admin.get('/api/admin/calendar-feed')).body.lastSuccessAt !== null,
    );
    const first = await admin.get('/api/admin/calendar-feed').expect(200);
    adminCalendarFeedStatusSchema.parse(first.body);
    const { port } = new URL(feed.url);
    expect(first.body).toMatchObject({
      source: 'pms-ical',
      url: `http://127.0.0.1:${port}/calendar/ical/12345.ics?…`,
      lastError: null,
      blocksCount: 1,
      conflicts: [],
    });
    expect(JSON.stringify(first.body)).not.toContain('0123456789abcdef0123');
    expect(first.body.exportUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/export-token-0123456789\.ics$/);

    // The feed now also closes nights a direct booking holds: a conflict for the host.
    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: inDays(120), checkOutDate: inDays(123) })
      .expect(201);
    feed.answer(
      200,
      allDayFeed([
        { uid: 'pms-1@example.com', start: inDays(300), end: inDays(303), summary: 'Reserved' },
        { uid: 'pms-2@example.com', start: inDays(121), end: inDays(124), summary: 'Airbnb (Not available)' },
      ]),
    );
    const started = await admin.post('/api/admin/calendar-feed/sync').send({}).expect(202);
    expect(started.body).toEqual({ message: 'Calendar sync started' });
    await waitFor(
      'the admin sync',
      async () => (await admin.get('/api/admin/calendar-feed')).body.lastSuccessAt > first.body.lastSuccessAt,
    );
    const after = await admin.get('/api/admin/calendar-feed').expect(200);
    expect(after.body.blocksCount).toBe(2);
    expect(after.body.conflicts).toEqual([
      expect.objectContaining({
        uid: 'pms-2@example.com',
        startsOn: inDays(121),
        endsOn: inDays(124),
        reservationId: held.id,
        guestName: 'Ada Lovelace',
      }),
    ]);
  });

  it('calendar feed: a feed that had 3 upcoming blocks and suddenly lists none is refused; the host sees why, the blocks stay', async () => {
    const threeStays = [
      { uid: 'pms-1@example.com', start: inDays(300), end: inDays(303), summary: 'Reserved' },
      { uid: 'pms-3@example.com', start: inDays(310), end: inDays(312), summary: 'Reserved' },
      { uid: 'pms-4@example.com', start: inDays(320), end: inDays(322), summary: 'Reserved' },
    ];
    feed.answer(200, allDayFeed(threeStays));
    const before = (await admin.get('/api/admin/calendar-feed')).body.lastSuccessAt;
    await admin.post('/api/admin/calendar-feed/sync').send({}).expect(202);
    await waitFor(
      'the 3-block sync',
      async () => (await admin.get('/api/admin/calendar-feed')).body.lastSuccessAt > before,
    );

    feed.answer(200, allDayFeed([]));
    await admin.post('/api/admin/calendar-feed/sync').send({}).expect(202);
    await waitFor('the refusal', async () =>
      /suddenly lists no upcoming/.test((await admin.get('/api/admin/calendar-feed')).body.lastError ?? ''),
    );
    const status = await admin.get('/api/admin/calendar-feed').expect(200);
    expect(status.body.lastError).toContain('where the last good sync had 3');
    expect(status.body.blocksCount).toBe(3);
    const blocked = (await db.query(`SELECT uid FROM calendar_blocks WHERE source = 'pms-ical' ORDER BY uid`)).rows.map(
      (row: { uid: string }) => row.uid,
    );
    expect(blocked).toEqual(threeStays.map((stay) => stay.uid));
  });
});
