import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type AdminOverviewStay, addDays, adminOverviewSchema, isoDateInZone } from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

// A zone whose day is often not UTC's (UTC+14): "today" must be the property's, read from PROPERTY_TIMEZONE.
const TIME_ZONE = 'Pacific/Kiritimati';
// A year none of the upcoming stays below reaches, so its figures are only the ones seeded for it.
const YEAR = new Date().getUTCFullYear() + 3;
const nightsOf = (month: number) => new Date(Date.UTC(YEAR, month, 0)).getUTCDate();

describe('GET /api/admin/overview', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let today: string;

  const insertStay = async (
    guestName: string,
    status: string,
    checkIn: string,
    checkOut: string,
    totalCents: number,
    holdExpiresAt: Date | null = null,
  ) => {
    const [row] = await app.get(DataSource).query<{ id: string }[]>(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents, hold_expires_at)
       VALUES ($1, $2, $3, $4, 'guest@example.com', 3, '{}', $5, $6) RETURNING id`,
      [status, checkIn, checkOut, guestName, totalCents, holdExpiresAt],
    );
    return row!.id;
  };
  const overview = async (year = YEAR) =>
    adminOverviewSchema.parse((await admin.get(`/api/admin/overview?year=${year}`).expect(200)).body);
  const names = (stays: AdminOverviewStay[]) => stays.map((stay) => stay.guestName);

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { PROPERTY_TIMEZONE: TIME_ZONE } }));
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    today = isoDateInZone(new Date(), TIME_ZONE);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is for the admin only: 401 without a session, 403 with a guest session', async () => {
    await request(app.getHttpServer()).get(`/api/admin/overview?year=${YEAR}`).expect(401);
    await admin
      .post('/api/admin/access-codes')
      .send({ code: 'OVERVIEW-GUEST', type: 'past_guest', maxUsage: 10 })
      .expect(201);
    const guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'OVERVIEW-GUEST' }).expect(200);
    const refused = await guest.get(`/api/admin/overview?year=${YEAR}`).expect(403);
    expect(refused.body.message).toBe('This needs the admin sign-in.');
  });

  it('refuses a missing or malformed year in words', async () => {
    expect((await admin.get('/api/admin/overview').expect(400)).body.message).toBe('year is required');
    expect((await admin.get('/api/admin/overview?year=27').expect(400)).body.message).toBe(
      'year must be written as yyyy, such as 2027',
    );
    expect((await admin.get('/api/admin/overview?year=1999').expect(400)).body.message).toBe(
      'year must be between 2000 and 2100',
    );
  });

  it("lists the next 30 days' arrivals and departures and the unpaid holds, from the property's today", async () => {
    const inOneHour = new Date(Date.now() + 3_600_000);
    const inHalfAnHour = new Date(Date.now() + 1_800_000);
    const ada = await insertStay('Ada Arrives', 'confirmed', addDays(today, 2), addDays(today, 5), 90_000);
    await insertStay('Ben Leaves Today', 'confirmed', addDays(today, -3), today, 60_000);
    await insertStay('Cleo Holds', 'held', addDays(today, 10), addDays(today, 12), 40_000, inOneHour);
    await insertStay('Dora Holds Later', 'held', addDays(today, 60), addDays(today, 62), 40_000, inHalfAnHour);
    await insertStay('Eve Beyond', 'confirmed', addDays(today, 30), addDays(today, 32), 40_000);
    await insertStay(
      'Expired Hold',
      'held',
      addDays(today, 20),
      addDays(today, 22),
      40_000,
      new Date(Date.now() - 1000),
    );
    await insertStay('Cancelled Stay', 'cancelled', addDays(today, 7), addDays(today, 9), 40_000);
    await insertStay('Just Asking', 'inquiry', addDays(today, 14), addDays(today, 16), 40_000);

    const body = await overview();
    expect(body.timeZone).toBe(TIME_ZONE);
    expect(body.today).toBe(today);
    expect(names(body.arrivals)).toEqual(['Ada Arrives', 'Cleo Holds']);
    // Eve checks out on day 32, beyond the window; Ada's and Cleo's check-outs are inside it.
    expect(names(body.departures)).toEqual(['Ben Leaves Today', 'Ada Arrives', 'Cleo Holds']);
    // The soonest to expire first.
    expect(names(body.unpaidHolds)).toEqual(['Dora Holds Later', 'Cleo Holds']);
    expect(body.unpaidHolds[0]!.holdExpiresAt).toBe(inHalfAnHour.toISOString());
    expect(body.arrivals[0]).toEqual({
      id: ada,
      reference: ada.slice(0, 8).toUpperCase(),
      status: 'confirmed',
      guestName: 'Ada Arrives',
      guestCount: 3,
      checkIn: addDays(today, 2),
      checkOut: addDays(today, 5),
      nights: 3,
      total: 900,
      holdExpiresAt: null,
    });
  });

  it("counts the year's confirmed nights and revenue by month, a stay across a month's end in both months", async () => {
    const day = (month: number, dayOfMonth: number) =>
      `${YEAR}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
    // Three nights, Jan 30 and 31 and Feb 1, for $1,000.00: $666.67 in January, $333.33 in February.
    await insertStay('Month Edge', 'confirmed', day(1, 30), day(2, 2), 100_000);
    await insertStay('February Pair', 'confirmed', day(2, 10), day(2, 12), 50_000);
    // Two of its three nights in December; the third is next year's.
    await insertStay('New Year', 'confirmed', day(12, 30), `${YEAR + 1}-01-02`, 30_000);
    // Not paid, or taking no nights: in neither occupancy nor revenue.
    await insertStay('Unpaid March', 'held', day(3, 1), day(3, 5), 80_000, new Date(Date.now() + 3_600_000));
    await insertStay('Cancelled March', 'cancelled', day(3, 10), day(3, 12), 80_000);
    await insertStay('Inquiry March', 'inquiry', day(3, 20), day(3, 22), 80_000);
    const dataSource = app.get(DataSource);
    await dataSource.query(
      `INSERT INTO owner_blocks (kind, starts_on, ends_on, note) VALUES ('owner_stay', $1, $2, 'Family week')`,
      [day(1, 5), day(1, 8)],
    );
    // A feed block over one of February Pair's nights counts only its other nights as blocked.
    await dataSource.query(
      `INSERT INTO calendar_blocks (source, uid, title, starts_on, ends_on)
       VALUES ('airbnb', 'a@airbnb.com', 'Reserved', $1, $2), ('airbnb', 'b@airbnb.com', 'Reserved', $3, $4)`,
      [day(2, 11), day(2, 13), day(2, 20), day(2, 22)],
    );

    const { year, months } = await overview();
    expect(year).toBe(YEAR);
    expect(months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${YEAR}-${String(index + 1).padStart(2, '0')}`),
    );
    expect(months.map((month) => month.nights)).toEqual(Array.from({ length: 12 }, (_, index) => nightsOf(index + 1)));
    const figures = months.map(({ bookedNights, blockedNights, revenue }) => ({
      bookedNights,
      blockedNights,
      revenue,
    }));
    const empty = { bookedNights: 0, blockedNights: 0, revenue: 0 };
    expect(figures).toEqual([
      { bookedNights: 2, blockedNights: 3, revenue: 666.67 },
      { bookedNights: 3, blockedNights: 3, revenue: 833.33 },
      ...Array.from({ length: 9 }, () => empty),
      { bookedNights: 2, blockedNights: 0, revenue: 200 },
    ]);
    expect(months[0]!.occupancy).toBeCloseTo(2 / 31, 10);
    expect(months[1]!.occupancy).toBeCloseTo(3 / nightsOf(2), 10);
    expect(months[2]!.occupancy).toBe(0);
    // The year after holds New Year's third night and its share, $100.00.
    expect((await overview(YEAR + 1)).months[0]).toMatchObject({ bookedNights: 1, revenue: 100 });
  });
});
