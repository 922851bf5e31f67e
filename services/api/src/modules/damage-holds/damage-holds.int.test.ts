import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { JobName } from '@lakehouse/contracts';
import { FakeSendGrid, FakeStripe, TEST_ADMIN_CODE, waitFor, type TestDatabase } from '@lakehouse/server-kit/testing';
import { DamageHoldScan } from '@lakehouse/worker';
import { startTestApi } from '../../testing/test-api.js';

type Agent = ReturnType<typeof request.agent>;

// Summer (EDT, UTC-4): a 3-night stay from Saturday, July 10, 2027. Its hold is placed Friday at 3:00 PM (19:00Z),
// lapses a week later, and is released Tuesday, July 20 at 10:00 AM (14:00Z), 7 days after check-out.
const PLACE_AT = '2027-07-09T19:00:00Z';
const WEBHOOK_SECRET = 'whsec_test_damage_holds';

/**
 * The damage deposit against real Postgres, the Stripe fake and the SendGrid fake, jobs in process: placed once
 * the day before arrival, renewed before it lapses, released after check-out with the guest's email, claimed in
 * part by the host, and a declined card's path.
 */
describe('the damage deposit held on the card', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let app: NestFastifyApplication;
  let db: pg.Client;
  let admin: Agent;
  let scan: DamageHoldScan;

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    ({ app, database } = await startTestApi({
      env: {
        LOG_LEVEL: 'error',
        SENDGRID_API_KEY: 'SG.test',
        SENDGRID_BASE_URL: sendgrid.baseUrl,
        OUTBOX_POLL_MS: '100',
        STRIPE_SECRET_KEY: 'sk_test_holds',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    }));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    scan = app.get(DamageHoldScan, { strict: false });
  });

  afterAll(async () => {
    await app?.close();
    await db?.end();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
  });

  beforeEach(async () => {
    stripe.reset();
    sendgrid.sent.length = 0;
    await db.query(`DELETE FROM reservations`);
  });

  /** A confirmed stay whose first payment saved a card (as the paid invoice does). */
  async function confirmedStay(email: string, checkIn = '2027-07-10', checkOut = '2027-07-13') {
    const customer = `cus_${email.split('@')[0]}`;
    const card = stripe.saveCard(customer);
    const { rows } = await db.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents,
                                 confirmed_at, stripe_customer_id, stripe_payment_method_id)
       VALUES ('confirmed', $1, $2, 'Ada Lovelace', $3, 2, '{"nights": 3, "totalCents": 142135}', 142135, now(), $4, $5)
       RETURNING id`,
      [checkIn, checkOut, email, customer, card],
    );
    return { id: rows[0].id as string, customer, card };
  }

  const holds = async (reservationId: string) =>
    (
      await db.query(
        `SELECT sequence, status, amount_cents AS "amountCents", payment_intent_id AS "paymentIntentId", attempts,
                idempotency_key AS "key", claimed_cents AS "claimedCents"
           FROM damage_holds WHERE reservation_id = $1 ORDER BY sequence`,
        [reservationId],
      )
    ).rows;
  const settled = (what: string) =>
    waitFor(what, async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS open FROM outbox WHERE completed_at IS NULL AND dead_at IS NULL`,
      );
      const placing = await db.query(`SELECT 1 FROM damage_holds WHERE status = 'placing'`);
      return rows[0].open === 0 && placing.rowCount === 0;
    });
  const authorizations = () =>
    stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents');
  const mailsTo = (to: string) => sendgrid.sent.filter((mail) => mail.to.includes(to));

  it('authorizes $250 once at 3:00 PM the day before check-in: two scans and a retried job make one', async () => {
    const stay = await confirmedStay('ada@example.com');
    expect(await scan.scan(new Date('2027-07-09T18:59:00Z'))).toBe(0);
    const counts = await Promise.all([scan.scan(new Date(PLACE_AT)), scan.scan(new Date(PLACE_AT))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await settled('the hold to be placed');
    const [hold] = await holds(stay.id);
    expect(hold).toMatchObject({ sequence: 1, status: 'placed', amountCents: 25_000, attempts: 1 });
    // The same job delivered again: the hold is past placing, Stripe is not asked again.
    const [row] = (await db.query(`SELECT id FROM damage_holds WHERE reservation_id = $1`, [stay.id])).rows;
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [
      JobName.PlaceDamageHold,
      JSON.stringify({ holdId: row.id }),
    ]);
    await settled('the repeated job');
    expect(authorizations()).toHaveLength(1);
    expect(authorizations()[0]!.params).toMatchObject({
      amount: '25000',
      currency: 'usd',
      customer: stay.customer,
      payment_method: stay.card,
      capture_method: 'manual',
      off_session: 'true',
      confirm: 'true',
      metadata: { reservationId: stay.id },
    });
    expect(stripe.paymentIntents.get(hold.paymentIntentId)).toMatchObject({
      status: 'requires_capture',
      amount: 25_000,
    });
    const { body } = await admin.get(`/api/admin/reservations/${stay.id}`).expect(200);
    expect(body.damageHold).toMatchObject({ kind: 'card', status: 'placed', amount: 250, claimable: true });
  });

  it('a worker stopped mid-call (the answer lost every time) retries with the same key: one authorization', async () => {
    const stay = await confirmedStay('grace@example.com');
    // The SDK's own two retries lose their answers too, so the job fails and the queue runs it again.
    stripe.failNext(3, 'lost-response', /payment_intents/);
    await scan.scan(new Date(PLACE_AT));
    await settled('the hold to be placed after the lost answers');
    const keys = new Set(authorizations().map((call) => call.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...stripe.paymentIntents.values()]).toHaveLength(1);
    expect(await holds(stay.id)).toEqual([expect.objectContaining({ status: 'placed', attempts: 1 })]);
  });

  it('renews the hold a day before it lapses, replaces one that lapsed, and releases it 7 days after check-out', async () => {
    const stay = await confirmedStay('ada@example.com');
    await scan.scan(new Date(PLACE_AT));
    await settled('the first hold');
    // A week later the first authorization would lapse before the release on July 20: a new one a day ahead.
    await scan.scan(new Date('2027-07-15T18:59:00Z'));
    await settled('the daily check');
    expect(authorizations()).toHaveLength(1);
    await scan.scan(new Date('2027-07-15T19:00:00Z'));
    await settled('the renewal');
    const [first, second] = await holds(stay.id);
    expect([first.status, second.status]).toEqual(['released', 'placed']);
    expect(stripe.paymentIntents.get(first.paymentIntentId)!.status).toBe('canceled');
    // The card network drops the new one early: the daily check sees it and the next scan replaces it.
    stripe.expireAuthorization(second.paymentIntentId);
    await scan.scan(new Date('2027-07-16T19:05:00Z'));
    await settled('the check');
    await scan.scan(new Date('2027-07-16T19:10:00Z'));
    await settled('the replacement');
    expect((await holds(stay.id)).map((hold) => hold.status)).toEqual(['released', 'lapsed', 'placed']);
    expect(mailsTo('ada@example.com')).toHaveLength(0);

    await scan.scan(new Date('2027-07-20T13:59:00Z'));
    await settled('nothing');
    expect((await holds(stay.id)).at(-1).status).toBe('placed');
    await scan.scan(new Date('2027-07-20T14:00:00Z'));
    await waitFor('the release email', () => mailsTo('ada@example.com').length === 1);
    const third = (await holds(stay.id)).at(-1);
    expect(third.status).toBe('released');
    expect(stripe.paymentIntents.get(third.paymentIntentId)!.status).toBe('canceled');
    expect(mailsTo('ada@example.com')[0]!.text).toContain('$250.00 damage deposit hold on your card has been released');
  });

  it('the host claims $80 with a reason: 8,000 cents captured, the guest told the amount and why', async () => {
    const stay = await confirmedStay('ada@example.com');
    await scan.scan(new Date(PLACE_AT));
    await settled('the hold');
    const claimUrl = `/api/admin/reservations/${stay.id}/damage-hold/claim`;
    const tooMuch = await admin.post(claimUrl).send({ amount: 300, reason: 'A broken window' }).expect(422);
    expect(tooMuch.body.message).toBe("You can claim at most $250.00, the amount held on the guest's card.");
    await admin.post(claimUrl).send({ amount: 80 }).expect(400);
    const { body } = await admin
      .post(claimUrl)
      .send({ amount: 80, reason: 'A broken window in the bunk room' })
      .expect(200);
    expect(body).toMatchObject({ kind: 'card', claimed: 80, claimReason: 'A broken window in the bunk room' });
    await waitFor('the claim email', () => mailsTo('ada@example.com').length === 1);
    const [hold] = await holds(stay.id);
    expect(hold).toMatchObject({ status: 'claimed', claimedCents: 8_000 });
    expect(stripe.paymentIntents.get(hold.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 8_000,
    });
    const mail = mailsTo('ada@example.com')[0]!;
    expect(mail.subject).toContain('$80.00');
    expect(mail.text).toContain('A broken window in the bunk room');
    // Stripe announces the captured hold: a claim we made, not a payment for the stay nor an anomaly.
    const payload = JSON.stringify({
      id: 'evt_hold_captured',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripe.paymentIntents.get(hold.paymentIntentId) },
    });
    await request(app.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    expect((await db.query(`SELECT * FROM payment_anomalies`)).rows).toEqual([]);
    const again = await admin.post(claimUrl).send({ amount: 10, reason: 'More' }).expect(409);
    expect(again.body.message).toBe('You already claimed $80.00 from this hold; a hold can be claimed from once.');
    // The release time passes: a claimed hold is not released, and nothing more is sent.
    await scan.scan(new Date('2027-07-20T14:00:00Z'));
    await settled('the scan after the release time');
    expect(mailsTo('ada@example.com')).toHaveLength(1);
  });

  it('a claim on a released hold says so in words', async () => {
    const stay = await confirmedStay('ada@example.com');
    await scan.scan(new Date(PLACE_AT));
    await settled('the hold');
    await admin.post(`/api/admin/reservations/${stay.id}/cancel`).send({ refund: 'none' }).expect(200);
    await settled('the release of the cancelled stay');
    expect((await holds(stay.id))[0].status).toBe('released');
    const refused = await admin
      .post(`/api/admin/reservations/${stay.id}/damage-hold/claim`)
      .send({ amount: 80, reason: 'A broken window' })
      .expect(409);
    expect(refused.body.message).toMatch(
      /^The hold was released to the guest's card on \w+day, \w+ \d+, \d{4}; nothing is held any more\./,
    );
  });

  it('a declined card: the hold failed, one email to the guest, one to the host, another try the next day', async () => {
    const stay = await confirmedStay('ada@example.com');
    stripe.declineCard(stay.card, 'insufficient_funds');
    await scan.scan(new Date(PLACE_AT));
    await settled('the declined hold');
    expect(await holds(stay.id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, key: null })]);
    await waitFor('both emails', () => sendgrid.sent.length === 2);
    expect(mailsTo('ada@example.com')[0]!.text).toContain('Your card has insufficient funds.');
    const [toHost] = sendgrid.sent.filter((mail) => !mail.to.includes('ada@example.com'));
    expect(toHost!.subject).toBe('Damage deposit not held: Ada Lovelace');
    expect(toHost!.replyTo).toBe('ada@example.com');
    const { body } = await admin.get(`/api/admin/reservations/${stay.id}`).expect(200);
    expect(body.damageHold).toMatchObject({ status: 'failed', lastError: 'Your card has insufficient funds.' });

    // Declined again the next day (a new key: Stripe keeps a declined key's answer), and no second email.
    expect(await scan.scan(new Date('2027-07-10T18:59:00Z'))).toBe(0);
    expect(await scan.scan(new Date('2027-07-10T19:00:00Z'))).toBe(1);
    await settled('the second try');
    // The guest called their bank: the day after, it is placed.
    stripe.acceptCard(stay.card);
    expect(await scan.scan(new Date('2027-07-11T19:00:00Z'))).toBe(1);
    await settled('the third try');
    expect(await holds(stay.id)).toEqual([expect.objectContaining({ status: 'placed', attempts: 3 })]);
    expect(new Set(authorizations().map((call) => call.idempotencyKey)).size).toBe(3);
    expect(sendgrid.sent).toHaveLength(2);
  });
});
