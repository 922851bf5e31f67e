import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobName, addDays, stayWebhookEventSchema, webhookSettingsSchema } from '@lakehouse/contracts';
import { JobQueue, WEBHOOK_RETRY_WINDOW_MS, bookingReference } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** The receiver's check, as docs/operations.md writes it: HMAC-SHA256 of `${timestamp}.${body}` with the secret. */
function verifies(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers['webhook-signature']);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** The host's receiver (a lock service, Home Assistant) on this machine: it records each request and answers. */
describe('signed stay webhooks', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let db: DataSource;
  let receiver: Server;
  const received: Received[] = [];
  /** What the receiver answers the next request whose body holds `when`; 200 to the rest. */
  const answers: { when: string; status: number }[] = [];
  /** While true the receiver is away: its address answers 503 to everything. */
  let away = false;

  /**
   * Moves the clock to the delivery's next try: the waiting job falls due now, and the delivery was written that much
   * earlier (its day of tries counts from then). Waits for the try before to be recorded first; `beforeDue` hears how
   * long the wait was before the try falls due.
   */
  const skipToNextTry = async (deliveryId: string, triesMade: number, beforeDue?: (skippedMs: number) => void) => {
    await waitFor(`try ${triesMade} to be recorded`, async () => {
      const [row] = await db.query<{ waiting: number }[]>(
        `SELECT count(*)::int AS waiting FROM outbox WHERE job_name = $1 AND completed_at IS NULL
            AND payload->>'deliveryId' = $2 AND (payload->>'attempts')::int = $3`,
        [JobName.DeliverStayWebhook, deliveryId, triesMade],
      );
      return row!.waiting === 1;
    });
    const [row] = await db.query<{ skipped: number }[]>(
      `SELECT greatest(0, extract(epoch FROM available_at - now()))::float8 AS skipped FROM outbox
        WHERE job_name = $1 AND payload->>'deliveryId' = $2 AND (payload->>'attempts')::int = $3`,
      [JobName.DeliverStayWebhook, deliveryId, triesMade],
    );
    await db.query(
      `UPDATE outbox SET available_at = now()
        WHERE job_name = $1 AND payload->>'deliveryId' = $2 AND (payload->>'attempts')::int = $3`,
      [JobName.DeliverStayWebhook, deliveryId, triesMade],
    );
    const skipped = row!.skipped;
    beforeDue?.(skipped * 1000);
    await db.query(`UPDATE webhook_deliveries SET created_at = created_at - make_interval(secs => $2) WHERE id = $1`, [
      deliveryId,
      skipped,
    ]);
  };

  const insertHeld = async (checkIn: string) => {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ('held', $1, $2, 'Lee Lock', 'lee@example.com', 2, '{}', 50000, now() + interval '1 hour') RETURNING id`,
      [checkIn, addDays(checkIn, 3)],
    );
    return row!.id;
  };
  const settings = async () => webhookSettingsSchema.parse((await admin.get('/api/admin/webhook').expect(200)).body);

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const planned = answers.findIndex(({ when }) => body.includes(when));
        const answered = away ? 503 : planned < 0 ? 200 : answers.splice(planned, 1)[0]!.status;
        received.push({ headers: req.headers, body, answered });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    ({ app, database } = await startTestApi());
    db = app.get(DataSource);
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('nothing is written while the host has set no address', async () => {
    const id = await insertHeld('2031-01-10');
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    expect(await db.query(`SELECT id FROM webhook_deliveries`)).toEqual([]);
    expect((await settings()).url).toBeNull();
  });

  it('a confirmed stay reaches the receiver signed: the secret verifies it, a tampered body does not', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/lakehouse`;
    const saved = webhookSettingsSchema.parse((await admin.put('/api/admin/webhook').send({ url }).expect(200)).body);
    expect(saved.url).toBe(url);
    expect(saved.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const id = await insertHeld('2031-02-10');
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    const delivery = await waitFor('the confirmed event', () =>
      received.find((r) => r.body.includes('stay.confirmed')),
    );
    const event = stayWebhookEventSchema.parse(JSON.parse(delivery.body));
    expect(event).toMatchObject({
      type: 'stay.confirmed',
      data: {
        reference: bookingReference(id),
        checkIn: '2031-02-10',
        checkOut: '2031-02-13',
        guestCount: 2,
        status: 'confirmed',
      },
    });
    expect(delivery.body).not.toContain('lee@example.com');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toBe(event.id);
    expect(verifies(saved.secret!, delivery.headers, delivery.body)).toBe(true);
    expect(verifies(saved.secret!, delivery.headers, delivery.body.replace('"guestCount":2', '"guestCount":9'))).toBe(
      false,
    );
    expect(verifies('whsec_someone-else', delivery.headers, delivery.body)).toBe(false);
    await waitFor('the delivery marked delivered', async () =>
      (await settings()).deliveries.find((d) => d.id === event.id && d.status === 'delivered'),
    );
  });

  it('a receiver that fails is tried again with the same event; the admin shows each try', async () => {
    // The cancellation also revokes the stay's door code: that event is delivered beside it, at once.
    answers.push({ when: '"type":"stay.cancelled"', status: 503 });
    const { secret } = webhookSettingsSchema.parse((await admin.post('/api/admin/webhook/secret').expect(200)).body);
    const [stay] = await db.query<{ id: string }[]>(`SELECT id FROM reservations WHERE check_in = '2031-02-10'`);
    await admin.post(`/api/admin/reservations/${stay!.id}/cancel`).send({ refund: 'none' }).expect(200);
    const first = await waitFor('the first try', () => received.find((r) => r.body.includes('stay.cancelled')));
    await skipToNextTry(String(first.headers['webhook-id']), 1);
    const tries = await waitFor('a second try', () => {
      const cancelled = received.filter((r) => r.body.includes('stay.cancelled'));
      return cancelled.length >= 2 && cancelled;
    });
    expect(tries.map((t) => t.answered)).toEqual([503, 200]);
    expect(tries[1]!.body).toBe(tries[0]!.body);
    expect(JSON.parse(tries[0]!.body)).toMatchObject({ type: 'stay.cancelled', data: { status: 'cancelled' } });
    for (const attempt of tries) expect(verifies(secret!, attempt.headers, attempt.body)).toBe(true);
    const shown = await waitFor('the delivery marked delivered', async () =>
      (await settings()).deliveries.find((d) => d.type === 'stay.cancelled' && d.status === 'delivered'),
    );
    expect(shown).toMatchObject({ attempts: 2, lastError: null });
  });

  it('a receiver away for 30 minutes still gets the event once, with the same id', async () => {
    away = true;
    const id = await insertHeld('2031-04-10');
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    const first = await waitFor('the first try', () =>
      received.find((r) => r.body.includes(bookingReference(id)) && r.body.includes('"type":"stay.confirmed"')),
    );
    const deliveryId = String(first.headers['webhook-id']);
    let awayMs = 0;
    let triesMade = 1;
    while (away) {
      await skipToNextTry(deliveryId, triesMade, (skippedMs) => {
        awayMs += skippedMs;
        away = awayMs < 30 * 60_000;
      });
      triesMade += 1;
    }
    const shown = await waitFor('the delivery marked delivered', async () =>
      (await settings()).deliveries.find((d) => d.id === deliveryId && d.status === 'delivered'),
    );
    const tries = received.filter((r) => r.headers['webhook-id'] === deliveryId);
    expect(tries.map((t) => t.answered)).toEqual([...Array<number>(triesMade - 1).fill(503), 200]);
    expect(new Set(tries.map((t) => t.body)).size).toBe(1);
    expect(shown.attempts).toBe(triesMade);
    expect(awayMs).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('a delivery whose day of tries is over shows as failed with the reason, and the host can send it again', async () => {
    answers.push({ when: '"id":"x"', status: 500 });
    const [{ id } = { id: '' }] = await db.query<{ id: string }[]>(
      `INSERT INTO webhook_deliveries (id, event_type, url, body, attempts, created_at)
       SELECT gen_random_uuid(), 'stay.changed', url, '{"id":"x"}', 20, now() - make_interval(secs => $1)
         FROM webhook_endpoint RETURNING id`,
      [WEBHOOK_RETRY_WINDOW_MS / 1000],
    );
    await app.get(JobQueue).enqueue(JobName.DeliverStayWebhook, { deliveryId: id, attempts: 20 }, { jobId: id });
    expect((await settings()).deliveries.find((d) => d.id === id)).toMatchObject({
      status: 'failed',
      attempts: 21,
      lastError: 'The receiver answered HTTP 500.',
    });
    const resent = webhookSettingsSchema.parse(
      (await admin.post(`/api/admin/webhook/deliveries/${id}/resend`).expect(200)).body,
    );
    expect(resent.deliveries.find((d) => d.id === id)?.status).not.toBe('failed');
    await waitFor('the resent delivery marked delivered', async () =>
      (await settings()).deliveries.find((d) => d.id === id && d.status === 'delivered'),
    );
    expect(received.filter((r) => r.headers['webhook-id'] === id).map((r) => r.answered)).toEqual([500, 200]);
    // A second click finds nothing failed to send.
    await admin.post(`/api/admin/webhook/deliveries/${id}/resend`).expect(404);
  });

  it('refuses an address that is not a web address, in words', async () => {
    const refused = await admin.put('/api/admin/webhook').send({ url: 'ftp://example.com/hook' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('starting with https://');
  });
});
