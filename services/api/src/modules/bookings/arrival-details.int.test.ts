import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { ARRIVAL_DETAILS_CLOSED, addDays, dateInPropertyZone, tooManyGuestsNamed } from '@lakehouse/contracts';
import { BookingLinks } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { holdWithNewCode } from '../../testing/hold-with-new-code.js';
import { startTestApi } from '../../testing/test-api.js';

/**
 * Who is coming, when, and in which cars: given by the guest on their booking page (the link's key proves the stay),
 * kept, changed until the day of arrival, and shown to the host with the reservation.
 */
describe("the guest's arrival details", () => {
  let database: TestDatabase;
  let db: pg.Client;
  let api: NestFastifyApplication;
  let links: BookingLinks;
  const today = dateInPropertyZone(new Date());
  const details = {
    adults: ['Ada Lovelace', 'Charles Babbage'],
    children: ['Byron'],
    arrivalTime: '16:30',
    cars: ['nh 123 456'],
  };

  beforeAll(async () => {
    ({ app: api, database } = await startTestApi({ env: { LOG_LEVEL: 'error' } }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    links = api.get(BookingLinks, { strict: false });
  });

  afterAll(async () => {
    await api?.close();
    await db?.end();
    await database?.drop();
  });

  const server = () => api.getHttpServer();

  /** A hold of 3 guests by a guest with a fresh code, as the booking page makes it. */
  const hold = (code: string, checkIn: string) => holdWithNewCode(server(), { code, checkIn, guestCount: 3 });
  const arrivalPath = (id: string, key = links.key(id)) => `/api/bookings/${id.slice(0, 8)}/arrival?key=${key}`;

  it('are asked on the booking page, kept as given (plates in capitals), changed, and shown to the host', async () => {
    const id = await hold('ARRIVAL-1', addDays(today, 30));
    const before = await request(server())
      .get(`/api/bookings/${id.slice(0, 8)}?key=${links.key(id)}`)
      .expect(200);
    expect(before.body.arrival).toEqual({ open: true, details: null, updatedAt: null });

    const given = await request(server()).put(arrivalPath(id)).send(details).expect(200);
    expect(given.body.arrival).toMatchObject({ open: true, details: { ...details, cars: ['NH 123 456'] } });

    const changed = { ...details, arrivalTime: '19:00', cars: ['NH 123 456', 'MA 9ABC'] };
    await request(server()).put(arrivalPath(id)).send(changed).expect(200);
    const admin = request.agent(server());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const { body } = await admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(body.arrival.details).toEqual(changed);
  });

  it('refuses more names than guests booked, a fifth car and a wrong key, keeping what was given', async () => {
    const id = await hold('ARRIVAL-2', addDays(today, 31 + 4));
    await request(server()).put(arrivalPath(id)).send(details).expect(200);
    const tooMany = await request(server())
      .put(arrivalPath(id))
      .send({ ...details, children: ['Byron', 'Ada junior'] })
      .expect(422);
    expect(tooMany.body.message).toBe(tooManyGuestsNamed(3));
    const cars = await request(server())
      .put(arrivalPath(id))
      .send({ ...details, cars: ['A1', 'B2', 'C3', 'D4', 'E5'] })
      .expect(400);
    expect(JSON.stringify(cars.body)).toContain('At most 4 cars can park at the house.');
    await request(server())
      .put(arrivalPath(id, `${links.key(id)}x`))
      .send(details)
      .expect(404);
    const { rows } = await db.query(`SELECT children, cars FROM arrival_details WHERE reservation_id = $1`, [id]);
    expect(rows).toEqual([{ children: ['Byron'], cars: ['NH 123 456'] }]);
  });

  it('closes on the day of arrival, and for a cancelled stay', async () => {
    const arriving = await hold('ARRIVAL-3', addDays(today, 40));
    await db.query(`UPDATE reservations SET check_in = $2, check_out = $3 WHERE id = $1`, [
      arriving,
      today,
      addDays(today, 2),
    ]);
    const closed = await request(server()).put(arrivalPath(arriving)).send(details).expect(409);
    expect(closed.body.message).toBe(ARRIVAL_DETAILS_CLOSED);

    const cancelled = await hold('ARRIVAL-4', addDays(today, 50));
    await request(server())
      .post(`/api/bookings/${cancelled.slice(0, 8)}/cancel?key=${links.key(cancelled)}`)
      .expect(200);
    await request(server()).put(arrivalPath(cancelled)).send(details).expect(409);
  });
});
