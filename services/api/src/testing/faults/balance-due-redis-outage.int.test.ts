import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dateInPropertyZone } from '@lakehouse/contracts';
import { FakeStripe, inDays, waitFor } from '@lakehouse/server-kit/testing';
import { BalanceChargeScan } from '../../../../worker/src/payment/balance-charge-scan.js';
import { type RedisFaultStack, startRedisFaultStack } from './redis-fault-stack.js';

/**
 * Redis is stopped when a stay's balance falls due: the scan's try and its job wait in the outbox, nothing is
 * charged while the queue is gone, and once Redis is back the balance is charged, once.
 */
describe('fault: Redis stopped when a balance is due', () => {
  let stack: RedisFaultStack;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    stack = await startRedisFaultStack({
      QUEUE_PREFIX: 'balance-outage',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE_URL: stripe.baseUrl,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await stripe?.stop();
  });

  it('charges the balance due during the outage once Redis is back', async () => {
    const { db, redis, worker } = stack;
    // A stay confirmed by its deposit, its card saved, its balance due today.
    const customer = 'cus_fake_outage';
    const card = stripe.saveCard(customer);
    const today = dateInPropertyZone(new Date());
    const { rows } = await db.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_count, role, quote, total_cents,
                                 confirmed_at, stripe_customer_id, stripe_payment_method_id)
       VALUES ('confirmed', $1, $2, 'Ada Lovelace', 'ada@example.com', 2, 'family', '{"totalCents": 100000}', 100000, now(), $3, $4)
       RETURNING id`,
      [inDays(30), inDays(33), customer, card],
    );
    const reservationId = rows[0].id as string;
    await db.query(
      `INSERT INTO stay_instalments (reservation_id, kind, amount_cents, due_date, status, paid_at, paid_by)
       VALUES ($1, 'deposit', 50000, $2, 'paid', now(), 'card'), ($1, 'balance', 50000, $2, 'due', NULL, NULL)`,
      [reservationId, today],
    );
    const balanceStatus = async () =>
      (
        await db.query(`SELECT status FROM stay_instalments WHERE reservation_id = $1 AND kind = 'balance'`, [
          reservationId,
        ])
      ).rows[0].status as string;

    await redis.stop();
    const scan = worker.get(BalanceChargeScan, { strict: false });
    expect(await scan.scan()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(stripe.paymentIntents.size).toBe(0);
    expect(await balanceStatus()).toBe('due');
    // A scan during the outage queues nothing more: the try is already written.
    expect(await scan.scan()).toBe(0);

    await redis.start();
    await waitFor('the balance charged', async () => (await balanceStatus()) === 'paid', 120_000);
    const charges = stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents');
    expect(charges.map((call) => call.outcome)).toEqual(['answered']);
    expect(stripe.paymentIntents.size).toBe(1);
  }, 180_000);
});
