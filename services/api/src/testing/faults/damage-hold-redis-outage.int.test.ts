import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FakeStripe, waitFor } from '@lakehouse/server-kit/testing';
import { DamageHoldScan } from '@lakehouse/worker';
import { type RedisFaultStack, startRedisFaultStack } from './redis-fault-stack.js';

/**
 * A damage hold falls due while Redis is stopped: the scan still records it and its job in Postgres (the outbox),
 * nothing reaches Stripe meanwhile, and once Redis is back the worker places it, once.
 */
describe('fault: Redis stopped when a damage hold is due', () => {
  let stack: RedisFaultStack;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    stack = await startRedisFaultStack({
      QUEUE_PREFIX: 'hold-outage',
      STRIPE_SECRET_KEY: 'sk_test_hold_outage',
      STRIPE_API_BASE_URL: stripe.baseUrl,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await stripe?.stop();
  });

  it('places the hold once Redis is back', async () => {
    const { db, redis, worker } = stack;
    const card = stripe.saveCard('cus_outage');
    const { rows } = await db.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, quote, total_cents,
                                 confirmed_at, stripe_customer_id, stripe_payment_method_id)
       VALUES ('confirmed', '2027-07-10', '2027-07-13', 'Ada Lovelace', 'ada@example.com', 2, '{"nights": 3}', 142135,
               now(), 'cus_outage', $1)
       RETURNING id`,
      [card],
    );
    await redis.stop();
    // 3:00 PM EDT the day before check-in.
    expect(await worker.get(DamageHoldScan, { strict: false }).scan(new Date('2027-07-09T19:00:00Z'))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(stripe.requests).toHaveLength(0);

    await redis.start();
    await waitFor(
      'the hold to be placed',
      async () => {
        const hold = await db.query(`SELECT status FROM damage_holds WHERE reservation_id = $1`, [rows[0].id]);
        return hold.rows[0]?.status === 'placed';
      },
      120_000,
    );
    const authorizations = stripe.requests.filter((call) => call.path === '/v1/payment_intents');
    expect(new Set(authorizations.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(stripe.paymentIntents.size).toBe(1);
  }, 180_000);
});
