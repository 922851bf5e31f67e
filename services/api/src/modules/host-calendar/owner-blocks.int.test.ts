import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ical, { type VEvent } from 'node-ical';
import request from 'supertest';
import { DATES_TAKEN, OWNER_BLOCK_PUBLIC_TITLE, addDays, ownerBlockSchema } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

const EXPORT_TOKEN = 'test-export-token-owner-blocks-0123';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_NIGHT = `${NEXT_YEAR}-03-10`;
const FREE_AGAIN = `${NEXT_YEAR}-03-13`;
const guest = { guestName: 'Otto Owner', guestEmail: 'otto@example.com', guestCount: 2 };

describe("the host's own blocks: availability, the iCal export and the booking", () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let guestAgent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { ICAL_FEED_URL: 'none', CALENDAR_EXPORT_TOKEN: EXPORT_TOKEN } }));
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin
      .post('/api/admin/access-codes')
      .send({ code: 'OWNER-BLOCKS', type: 'past_guest', maxUsage: 10 })
      .expect(201);
    guestAgent = request.agent(app.getHttpServer());
    await guestAgent.post('/api/access/verify').send({ code: 'OWNER-BLOCKS' }).expect(200);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const availability = async () =>
    (
      await request(app.getHttpServer())
        .get(`/api/availability?startDate=${NEXT_YEAR}-03-01&endDate=${NEXT_YEAR}-03-31`)
        .expect(200)
    ).body as {
      blockedDates: { date: string; type: string }[];
    };
  const exportedEvents = async () => {
    const { text } = await request(app.getHttpServer()).get(`/api/calendar/${EXPORT_TOKEN}.ics`).expect(200);
    return Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
  };
  const stay = { checkInDate: addDays(FIRST_NIGHT, -1), checkOutDate: addDays(FIRST_NIGHT, 1) };

  it('an added block shows as blocked, goes out in the .ics, refuses a stay over it, and frees the dates when removed', async () => {
    const added = ownerBlockSchema.parse(
      (
        await admin
          .post('/api/admin/owner-blocks')
          .send({ kind: 'owner_stay', startsOn: FIRST_NIGHT, endsOn: FREE_AGAIN, note: 'Family reunion' })
          .expect(201)
      ).body,
    );
    expect((await admin.get('/api/admin/owner-blocks').expect(200)).body).toEqual([added]);

    // Three nights, checkout-style end free; the host's note never reaches guests.
    const nights = (await availability()).blockedDates;
    expect(nights).toEqual(
      [FIRST_NIGHT, addDays(FIRST_NIGHT, 1), addDays(FIRST_NIGHT, 2)].map((date) => ({ date, type: 'blocked' })),
    );

    const events = await exportedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(OWNER_BLOCK_PUBLIC_TITLE);
    expect(events[0]!.start.toISOString().slice(0, 10)).toBe(FIRST_NIGHT);
    expect(events[0]!.end!.toISOString().slice(0, 10)).toBe(FREE_AGAIN);
    expect(JSON.stringify(events)).not.toContain('Family reunion');

    expect(
      (
        await guestAgent
          .post('/api/reservations')
          .send({ ...guest, ...stay })
          .expect(409)
      ).body.message,
    ).toBe(DATES_TAKEN);

    await admin.delete(`/api/admin/owner-blocks/${added.id}`).expect(204);
    expect((await availability()).blockedDates).toEqual([]);
    expect(await exportedEvents()).toEqual([]);
    await guestAgent
      .post('/api/reservations')
      .send({ ...guest, ...stay })
      .expect(201);
  });

  it('refuses a block over a booking or another block, and bad input, in words', async () => {
    // The stay booked above holds the night before FIRST_NIGHT and FIRST_NIGHT; its checkout day is free.
    const overBooking = await admin
      .post('/api/admin/owner-blocks')
      .send({ kind: 'maintenance', startsOn: FIRST_NIGHT, endsOn: FREE_AGAIN })
      .expect(409);
    expect(overBooking.body.message).toContain('A direct booking already has some of those nights');
    await admin
      .post('/api/admin/owner-blocks')
      .send({ kind: 'maintenance', startsOn: stay.checkOutDate, endsOn: FREE_AGAIN })
      .expect(201);
    const overBlock = await admin
      .post('/api/admin/owner-blocks')
      .send({ kind: 'owner_stay', startsOn: addDays(FIRST_NIGHT, 2), endsOn: addDays(FREE_AGAIN, 2) })
      .expect(409);
    expect(overBlock.body.message).toContain('You already blocked some of those nights');
    const backwards = await admin
      .post('/api/admin/owner-blocks')
      .send({ kind: 'owner_stay', startsOn: FREE_AGAIN, endsOn: FIRST_NIGHT })
      .expect(400);
    expect(JSON.stringify(backwards.body)).toContain('Free again on must be after the first night');
    await admin.delete('/api/admin/owner-blocks/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it("the month view shows the hold and the host's block, each by kind, and refuses a bad month", async () => {
    const { body } = await admin.get(`/api/admin/calendar?month=${NEXT_YEAR}-03`).expect(200);
    expect(body).toEqual({
      month: `${NEXT_YEAR}-03`,
      entries: [
        expect.objectContaining({
          kind: 'hold',
          startsOn: stay.checkInDate,
          endsOn: stay.checkOutDate,
          label: 'Otto Owner',
          ownerBlockKind: null,
        }),
        expect.objectContaining({
          kind: 'owner_block',
          startsOn: stay.checkOutDate,
          endsOn: FREE_AGAIN,
          label: 'Maintenance',
          ownerBlockKind: 'maintenance',
        }),
      ],
    });
    expect((await admin.get(`/api/admin/calendar?month=${NEXT_YEAR}-04`).expect(200)).body.entries).toEqual([]);
    expect((await admin.get('/api/admin/calendar?month=2027-13').expect(400)).body.message).toContain('yyyy-MM');
  });

  it('is for the host only', async () => {
    await request(app.getHttpServer()).get('/api/admin/calendar?month=2027-03').expect(401);
    await request(app.getHttpServer()).get('/api/admin/owner-blocks').expect(401);
    await request(app.getHttpServer()).post('/api/admin/owner-blocks').send({}).expect(401);
    await request(app.getHttpServer())
      .delete('/api/admin/owner-blocks/00000000-0000-4000-8000-000000000000')
      .expect(401);
  });
});
