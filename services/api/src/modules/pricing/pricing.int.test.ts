import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import {
  type PricingRulesInput,
  STALE_PRICING_MESSAGE,
  addDays,
  adminPricingRulesSchema,
  defaultPricingRules,
  propertySchema,
} from '@lakehouse/contracts';
import { TEST_ADMIN_CODE, type TestDatabase } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first Thursday on or after a date. */
const thursdayFrom = (date: string): string => (weekday(date) === 4 ? date : thursdayFrom(addDays(date, 1)));

const summer = { name: 'Summer', start: '07-01', end: '08-31', nightlyRate: 450, minimumNights: 3 };
const guest = { guestName: 'Rita Rules', guestEmail: 'rita@example.com', guestCount: 2 };

describe('prices and stay rules: /api/admin/pricing, the quote and the booking', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let admin: ReturnType<typeof request.agent>;
  let repeat: ReturnType<typeof request.agent>;
  let db: pg.Client;

  beforeAll(async () => {
    ({ app, database } = await startTestApi({ env: { MAX_UNPAID_HOLDS_PER_CODE: '2' } }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin
      .post('/api/admin/access-codes')
      .send({ code: 'RULES-REPEAT', type: 'past_guest', maxUsage: 10 })
      .expect(201);
    repeat = request.agent(app.getHttpServer());
    await repeat.post('/api/access/verify').send({ code: 'RULES-REPEAT' }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await database?.drop();
  });

  const current = async () => adminPricingRulesSchema.parse((await admin.get('/api/admin/pricing').expect(200)).body);
  const save = async (rules: Partial<PricingRulesInput>) => {
    const start = await current();
    return adminPricingRulesSchema.parse(
      (
        await admin
          .put('/api/admin/pricing')
          .send({ rules: { ...start.rules, ...rules }, version: start.version })
          .expect(200)
      ).body,
    );
  };
  const quote = (body: object) =>
    request(app.getHttpServer())
      .post('/api/config/calculate-pricing')
      .send({ guests: 1, includeLinens: true, familyDiscount: false, ...body });

  it('is for the host only', async () => {
    await request(app.getHttpServer()).get('/api/admin/pricing').expect(401);
    await request(app.getHttpServer()).put('/api/admin/pricing').send({}).expect(401);
    await request(app.getHttpServer()).get('/api/admin/pricing/changes').expect(401);
  });

  it("starts from the spec's prices and no other rule: 3 nights, 1 guest, linens = $1,421.35", async () => {
    const seeded = await current();
    expect(seeded).toMatchObject({ version: 1, rules: defaultPricingRules, serverMaxUnpaidHoldsPerCode: 2 });
    expect((await quote({ nights: 3 }).expect(200)).body).toEqual({
      lodgingTotal: 1050,
      familySavings: 0,
      cleaningFee: 180,
      linenFee: 80,
      subtotal: 1310,
      taxes: 111.35,
      stripeFee: 45,
      total: 1421.35,
    });
  });

  it('a weekend rate and a season change the quote across their edges, in the pricing call and in the booking', async () => {
    const saved = await save({ weekendNightlyRate: 425, seasons: [summer] });
    expect(saved.version).toBe(2);

    // Thursday to Monday in the autumn: Thu 350, Fri 425, Sat 425, Sun 350.
    const checkIn = thursdayFrom(`${NEXT_YEAR}-10-01`);
    const weekend = (await quote({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 4) }).expect(200)).body;
    expect(weekend).toMatchObject({ lodgingTotal: 1550, subtotal: 1810, taxes: 153.85, total: 1963.85 });
    // The spec's call, a number of nights only, prices every night at the base rate.
    expect((await quote({ nights: 4 }).expect(200)).body.lodgingTotal).toBe(1400);

    // June 29 to July 3: two nights before the season (weekend rate if they are Friday or Saturday), two in it.
    const before = [`${NEXT_YEAR}-06-29`, `${NEXT_YEAR}-06-30`].map((night) =>
      [5, 6].includes(weekday(night)) ? 425 : 350,
    );
    const straddle = (
      await quote({ checkInDate: `${NEXT_YEAR}-06-29`, checkOutDate: `${NEXT_YEAR}-07-03` }).expect(200)
    ).body;
    expect(straddle.lodgingTotal).toBe(before[0]! + before[1]! + 450 + 450);

    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, checkInDate: checkIn, checkOutDate: addDays(checkIn, 4), totalAmount: '1.00' })
      .expect(201);
    expect(held.pricing).toEqual(weekend);
    const { rows } = await db.query('SELECT total_cents, quote FROM reservations WHERE id = $1', [held.id]);
    expect(rows[0].total_cents).toBe(196_385);
    expect(rows[0].quote.nightly.map((night: { kind: string }) => night.kind)).toEqual([
      'base',
      'weekend',
      'weekend',
      'base',
    ]);
  });

  it("refuses a stay shorter than the season's minimum, in the quote and in the booking, holding nothing", async () => {
    const message = 'Stays from July 1 to August 31 are at least 3 nights.';
    const stay = { checkInDate: `${NEXT_YEAR}-07-10`, checkOutDate: `${NEXT_YEAR}-07-12` };
    expect((await quote(stay).expect(400)).body.message).toBe(message);
    expect(
      (
        await repeat
          .post('/api/reservations')
          .send({ ...guest, ...stay })
          .expect(400)
      ).body.message,
    ).toBe(message);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM reservations WHERE check_in = $1`, [
      stay.checkInDate,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps every save with its time and the rules it changed', async () => {
    const { body: changes } = await admin.get('/api/admin/pricing/changes').expect(200);
    expect(changes[0]).toEqual({
      version: 2,
      changedAt: expect.any(String),
      changedFields: ['weekendNightlyRate', 'seasons'],
    });
    expect(changes.at(-1)).toMatchObject({ version: 1, changedFields: [] });
  });

  it('answers 409 to a save from a version someone else saved over, and keeps their change', async () => {
    const start = await current();
    await admin
      .put('/api/admin/pricing')
      .send({ rules: { ...start.rules, minimumNights: 2 }, version: start.version })
      .expect(200);
    const stale = await admin
      .put('/api/admin/pricing')
      .send({ rules: { ...start.rules, minimumNights: 4 }, version: start.version })
      .expect(409);
    expect(stale.body.message).toBe(STALE_PRICING_MESSAGE);
    expect((await current()).rules.minimumNights).toBe(2);
    await save({ minimumNights: 1 });
  });

  it('names each invalid field', async () => {
    const start = await current();
    const { body } = await admin
      .put('/api/admin/pricing')
      .send({
        rules: {
          ...start.rules,
          cleaningFee: -5,
          seasons: [summer, { ...summer, name: 'Late summer', start: '08-15', end: '09-15' }],
        },
        version: start.version,
      })
      .expect(400);
    expect(body.issues).toEqual([
      { field: 'rules.cleaningFee', message: "Cleaning fee can't be negative" },
      { field: 'rules.seasons.1.start', message: 'Late summer overlaps Summer' },
    ]);
  });

  it("moves the property's rates with the nightly rate, and a card fee, when on, is inside every total", async () => {
    await save({ nightlyRate: 360, cardFeePercent: 3 });
    expect(
      propertySchema.parse((await request(app.getHttpServer()).get('/api/property').expect(200)).body).baseRate,
    ).toBe('360');
    expect((await request(app.getHttpServer()).get('/api/config/pricing').expect(200)).body).toMatchObject({
      baseNightlyRate: 360,
    });
    // 3 x 360 + 180 + 80 = 1,340; tax 113.90; 3 % of 1,453.90 = 43.62.
    const checkIn = thursdayFrom(`${NEXT_YEAR}-11-01`);
    const dates = { checkInDate: addDays(checkIn, 4), checkOutDate: addDays(checkIn, 7) }; // Mon-Thu
    const quoted = (await quote(dates).expect(200)).body;
    expect(quoted).toMatchObject({ subtotal: 1340, taxes: 113.9, stripeFee: 43.62, total: 1497.52 });
    const { body: held } = await repeat
      .post('/api/reservations')
      .send({ ...guest, ...dates })
      .expect(201);
    expect(held.pricing.total).toBe(1497.52);
    const { rows } = await db.query('SELECT total_cents, quote FROM reservations WHERE id = $1', [held.id]);
    expect(rows[0]).toMatchObject({ total_cents: 149_752, quote: { cardFeeIncluded: true, cardFeeCents: 4_362 } });
    await save({ nightlyRate: 350, cardFeePercent: null });
  });

  it("the host's unpaid-holds limit replaces the server's setting", async () => {
    // This code already holds two unpaid stays (the tests above): the server's MAX_UNPAID_HOLDS_PER_CODE is 2.
    const checkIn = thursdayFrom(`${NEXT_YEAR}-12-01`);
    const third = { ...guest, checkInDate: addDays(checkIn, 4), checkOutDate: addDays(checkIn, 6) };
    const refused = await repeat.post('/api/reservations').send(third).expect(409);
    expect(refused.body.message).toBe(
      'Your access code already holds 2 unpaid stays. Please pay for one, or wait until a hold expires, before holding more dates.',
    );
    await save({ maxUnpaidHoldsPerCode: 3 });
    await repeat.post('/api/reservations').send(third).expect(201);
  });
});
