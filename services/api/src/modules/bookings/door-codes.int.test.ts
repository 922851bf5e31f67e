import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  DOOR_CODE_TAKEN,
  adminReservationDetailResponseSchema,
  guestBookingSchema,
  stayWebhookEventSchema,
  type StayWebhookEvent,
} from '@lakehouse/contracts';
import { BookingLinks, EmailEntity, bookingReference, OperationsServer } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

/** A 3-night quote as a hold stores it: $500 in all. */
const QUOTE = {
  nights: 3,
  baseRateCents: 12_000,
  lodgingCents: 36_000,
  familySavingsCents: 0,
  cleaningFeeCents: 7_500,
  linenFeeCents: 2_500,
  subtotalCents: 46_000,
  taxesCents: 4_000,
  cardFeeCents: 0,
  totalCents: 50_000,
};

/**
 * A stay's door code through the real endpoints, jobs in process: issued at confirmation and announced to the host's
 * lock webhook; shown to the guest from 48 hours before check-in (moved there with the test-only due-work hook) once
 * the stay is signed; replaced by the host's own code; revoked when the stay is cancelled.
 */
describe('door codes', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let db: DataSource;
  let links: BookingLinks;
  let receiver: Server;
  const events: StayWebhookEvent[] = [];

  /** A hold the host then confirms (paid outside Stripe); `whileHeld` runs before, as the guest would. */
  const confirmedStay = async (checkIn: string, checkOut: string, whileHeld?: (id: string) => Promise<void>) => {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ('held', $1, $2, 'Grace Hopper', 'grace@example.com', 2, $3, 50000, now() + interval '1 hour') RETURNING id`,
      [checkIn, checkOut, QUOTE],
    );
    await whileHeld?.(row!.id);
    await admin.post(`/api/admin/reservations/${row!.id}/confirm`).expect(200);
    return row!.id;
  };
  /** The guest signs the host's first agreement on their booking page. */
  const sign = async (id: string) => {
    await request(app.getHttpServer())
      .post(`/api/bookings/${bookingReference(id)}/agreement?key=${links.key(id)}`)
      .send({ name: 'Grace Hopper', agree: true, version: 1 })
      .expect(201);
  };
  const guestPage = async (id: string) =>
    guestBookingSchema.parse(
      (
        await request(app.getHttpServer())
          .get(`/api/bookings/${bookingReference(id)}?key=${links.key(id)}`)
          .expect(200)
      ).body,
    );
  const hostView = async (id: string) =>
    adminReservationDetailResponseSchema.parse((await admin.get(`/api/admin/reservations/${id}`).expect(200)).body);
  const runDueWorkAt = async (at: string) => {
    const port = app.get(OperationsServer).boundPort;
    const answer = await fetch(`http://127.0.0.1:${port}/due-work?at=${encodeURIComponent(at)}`, { method: 'POST' });
    expect(answer.status).toBe(200);
  };
  const eventsOf = (id: string, type: StayWebhookEvent['type']) =>
    events.filter((event) => event.type === type && event.data.reference === bookingReference(id));

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        events.push(stayWebhookEventSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    ({ app, database } = await startTestApi({
      env: {
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '100',
        DUE_WORK_AT_ENABLED: 'true',
        CALENDAR_FEEDS_ON_LOCAL_NETWORK: 'true',
      },
    }));
    db = app.get(DataSource);
    links = app.get(BookingLinks, { strict: false });
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lock`;
    await admin.put('/api/admin/webhook').send({ url }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('a confirmed stay gets six digits valid from check-in to check-out time, announced to the lock', async () => {
    const id = await confirmedStay('2031-06-10', '2031-06-13');
    const { doorCode } = await hostView(id);
    // The house's default times, 3:00 PM and 10:00 AM, in New Hampshire's summer time (UTC-4).
    expect(doorCode).toMatchObject({
      code: expect.stringMatching(/^\d{6}$/),
      validFrom: '2031-06-10T19:00:00.000Z',
      validUntil: '2031-06-13T14:00:00.000Z',
      chosenBy: 'generated',
      shownToGuestAt: null,
    });
    const [issued] = await waitFor('the door-code.issued event', () => {
      const found = eventsOf(id, 'door-code.issued');
      return found.length > 0 && found;
    });
    expect(issued!.data).toEqual({
      reference: bookingReference(id),
      code: doorCode!.code,
      validFrom: doorCode!.validFrom,
      validUntil: doorCode!.validUntil,
    });
  });

  it('the guest sees it from 48 hours before check-in, not before, and the arrival email carries it', async () => {
    const id = await confirmedStay('2031-07-10', '2031-07-13');
    const code = (await hostView(id)).doorCode!.code;
    expect((await guestPage(id)).doorCode).toEqual({ state: 'later', shownFrom: '2031-07-08T19:00:00.000Z' });

    await runDueWorkAt('2031-07-08T18:00:00Z');
    expect((await guestPage(id)).doorCode.state).toBe('later');
    await runDueWorkAt('2031-07-08T19:00:00Z');
    expect((await guestPage(id)).doorCode).toEqual({
      state: 'shown',
      doorCode: { code, validFrom: '2031-07-10T19:00:00.000Z', validUntil: '2031-07-13T14:00:00.000Z' },
    });
    expect((await hostView(id)).doorCode?.shownToGuestAt).toBe('2031-07-08T19:00:00.000Z');

    // The day before, the arrival email: the code is in it.
    await runDueWorkAt('2031-07-09T19:00:00Z');
    const email = await waitFor(
      'the arrival email',
      async () =>
        (await db
          .getRepository(EmailEntity)
          .findOneBy({ kind: 'reservation-entry-instructions', to: 'grace@example.com' })) ?? undefined,
    );
    expect(email.bodyText).toContain(`Your door code is ${code}`);
  });

  it('once the host has published an agreement, only a signed stay sees its code', async () => {
    await admin.put('/api/admin/agreement').send({ markdown: 'Be kind to the house.', version: 0 }).expect(200);
    const signed = await confirmedStay('2031-08-10', '2031-08-13', sign);
    // Confirmed by the host without a signature (paid by hand): the code waits for one.
    const unsigned = await confirmedStay('2031-08-13', '2031-08-16');
    await runDueWorkAt('2031-08-11T20:00:00Z');
    expect((await guestPage(signed)).doorCode.state).toBe('shown');
    expect((await guestPage(unsigned)).doorCode.state).toBe('later');
  });

  it('a damage deposit the card refused holds the code back until it is placed', async () => {
    // Signed: the host published an agreement above.
    const id = await confirmedStay('2031-12-10', '2031-12-13', sign);
    await runDueWorkAt('2031-12-08T21:00:00Z');
    expect((await guestPage(id)).doorCode.state).toBe('shown');
    await db.query(
      `INSERT INTO damage_holds (reservation_id, sequence, amount_cents, status, requested_at, last_error)
       VALUES ($1, 1, 25000, 'failed', now(), 'Your card was declined.')`,
      [id],
    );
    expect((await guestPage(id)).doorCode).toEqual({ state: 'waiting-for-deposit' });
    await db.query(
      `UPDATE damage_holds SET status = 'placed', payment_intent_id = 'pi_placed', placed_at = now(),
              lapses_at = now() + interval '7 days' WHERE reservation_id = $1`,
      [id],
    );
    expect((await guestPage(id)).doorCode.state).toBe('shown');
  });

  it("the host's own code replaces the generated one: the old is revoked, the new issued; a code in use is refused", async () => {
    const first = await confirmedStay('2031-09-10', '2031-09-13');
    const second = await confirmedStay('2031-09-20', '2031-09-23');
    const generated = (await hostView(first)).doorCode!.code;

    const set = await admin.put(`/api/admin/reservations/${first}/door-code`).send({ code: ' 4321 ' }).expect(200);
    expect(set.body).toMatchObject({ code: '4321', chosenBy: 'host' });
    await waitFor(
      'the old code revoked and the new one issued',
      () =>
        eventsOf(first, 'door-code.revoked').some((event) => 'code' in event.data && event.data.code === generated) &&
        eventsOf(first, 'door-code.issued').some((event) => 'code' in event.data && event.data.code === '4321'),
    );

    const taken = await admin.put(`/api/admin/reservations/${second}/door-code`).send({ code: '4321' }).expect(409);
    expect(taken.body.message).toBe(DOOR_CODE_TAKEN);
    const malformed = await admin.put(`/api/admin/reservations/${second}/door-code`).send({ code: '12a4' }).expect(400);
    expect(JSON.stringify(malformed.body)).toContain('A door code is 4 to 8 digits.');
  });

  it('a cancelled stay loses its code, and the lock hears so', async () => {
    const id = await confirmedStay('2031-10-10', '2031-10-13');
    const code = (await hostView(id)).doorCode!.code;
    await admin.post(`/api/admin/reservations/${id}/cancel`).send({ refund: 'none' }).expect(200);
    expect((await hostView(id)).doorCode).toBeNull();
    expect((await guestPage(id)).doorCode).toEqual({ state: 'none' });
    await waitFor('the door-code.revoked event', () =>
      eventsOf(id, 'door-code.revoked').some((event) => 'code' in event.data && event.data.code === code),
    );
  });

  it('a new arrival time of a confirmed stay is announced as stay.changed', async () => {
    const id = await confirmedStay('2031-11-10', '2031-11-13');
    const arrival = { adults: ['Grace Hopper', 'Vincent Hopper'], children: [], arrivalTime: '17:30', cars: [] };
    const path = `/api/bookings/${bookingReference(id)}/arrival?key=${links.key(id)}`;
    await request(app.getHttpServer()).put(path).send(arrival).expect(200);
    await request(app.getHttpServer())
      .put(path)
      .send({ ...arrival, cars: ['NH 123'] })
      .expect(200);
    const [changed] = await waitFor('the stay.changed event', () => {
      const found = eventsOf(id, 'stay.changed');
      return found.length > 0 && found;
    });
    expect(changed!.data).toMatchObject({ arrivalTime: '17:30', status: 'confirmed' });
    // Only the arrival time is announced: a new plate changes nothing a lock or a cleaner plans on.
    const written = await db.query(`SELECT 1 FROM webhook_deliveries WHERE event_type = 'stay.changed'`);
    expect(written).toHaveLength(1);
  });

  it('a burst of arrival-time changes is limited per booking and announced once, with the last time', async () => {
    const id = await confirmedStay('2032-01-10', '2032-01-13');
    const path = `/api/bookings/${bookingReference(id)}/arrival?key=${links.key(id)}`;
    const statuses: number[] = [];
    let lastTime = '';
    for (let change = 0; change < 25; change++) {
      const arrivalTime = `${String(8 + (change % 12)).padStart(2, '0')}:${change % 2 ? '30' : '00'}`;
      const answer = await request(app.getHttpServer())
        .put(path)
        .send({ adults: ['Ada Lovelace'], children: [], arrivalTime, cars: [] });
      statuses.push(answer.status);
      if (answer.status === 200) lastTime = arrivalTime;
      else expect(answer.headers['retry-after']).toBeDefined();
    }
    expect(statuses).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    const [announced] = await waitFor('the settled stay.changed event', () => {
      const found = eventsOf(id, 'stay.changed');
      return found.length > 0 && found;
    });
    expect(announced!.data).toMatchObject({ arrivalTime: lastTime });
    const written = await db.query(
      `SELECT 1 FROM webhook_deliveries WHERE event_type = 'stay.changed' AND body::jsonb->'data'->>'reference' = $1`,
      [bookingReference(id)],
    );
    expect(written).toHaveLength(1);
    expect(eventsOf(id, 'stay.changed')).toHaveLength(1);
  });
});
