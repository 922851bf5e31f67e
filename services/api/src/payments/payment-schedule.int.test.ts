import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { JobName, addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { OutboxRelay } from '@lakehouse/server-kit';
import { FakeStripe, TEST_ADMIN_CODE, testConfig, waitFor } from '@lakehouse/server-kit/testing';
import { BalanceChargeScan } from '../../../worker/src/payment/balance-charge-scan.js';
import { type TestApi, startTestApi } from '../testing/test-api.js';

const WEBHOOK_SECRET = 'whsec_test_payment_schedule';

interface Instalment {
  id: string;
  kind: string;
  amount_cents: number;
  due_date: string;
  status: string;
  paid_by: string | null;
  pay_invoice_id: string | null;
  pay_invoice_url: string | null;
  host_asked_at: Date | null;
}

/**
 * The payment schedule against real Postgres and the Stripe fake, jobs in process: a family stay 50 % at booking and
 * the balance 30 days before check-in; the deposit's invoice confirms it and saves the card; the scan charges the
 * balance once when due; a declined balance emails a pay link, alerts the host, is tried daily, then asks the host.
 */
describe('the payment schedule', () => {
  let api: TestApi;
  let app: NestFastifyApplication;
  let stripe: FakeStripe;
  let db: pg.Client;
  let admin: ReturnType<typeof request.agent>;
  let scan: BalanceChargeScan;
  const today = dateInPropertyZone(new Date());
  let codes = 0;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    api = await startTestApi({
      config: testConfig({
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '100',
        JOB_RETRY_DELAY_MS: '200',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    });
    app = api.app;
    db = new pg.Client({ connectionString: api.database.url });
    await db.connect();
    scan = app.get(BalanceChargeScan, { strict: false });
    admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const { body: pricing } = await admin.get('/api/admin/pricing').expect(200);
    await admin
      .put('/api/admin/pricing')
      .send({
        version: pricing.version,
        rules: {
          ...pricing.rules,
          paymentSchedule: {
            ...pricing.rules.paymentSchedule,
            family: { depositPercent: 50, balanceDaysBeforeCheckIn: 30 },
            declinedRetryDays: 2,
          },
        },
      })
      .expect(200);
  });

  // The scan looks at every stay: each test's stays end with it, so the next test's scans see only its own.
  afterEach(async () => {
    await db.query(`UPDATE reservations SET status = 'cancelled' WHERE status IN ('held', 'confirmed')`);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    await api?.database.drop();
    await stripe?.stop();
  });

  /** A family stay held through the API, `daysAhead` from today, 3 nights. */
  async function holdFamilyStay(daysAhead: number): Promise<string> {
    codes += 1;
    const code = `FAMILY-PLAN-${codes}`;
    await admin.post('/api/admin/access-codes').send({ code, type: 'family_friend' }).expect(201);
    const guest = request.agent(app.getHttpServer());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const checkIn = addDays(today, daysAhead);
    const { body } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Ada Lovelace',
        guestEmail: `family${codes}@example.com`,
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 3),
      })
      .expect(201);
    return body.id as string;
  }

  const instalments = async (reservationId: string): Promise<Instalment[]> =>
    (
      await db.query(
        `SELECT id, kind, amount_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, status, paid_by, pay_invoice_id,
                pay_invoice_url, host_asked_at
           FROM stay_instalments WHERE reservation_id = $1 ORDER BY due_date`,
        [reservationId],
      )
    ).rows;
  const reservation = async (id: string) => (await db.query(`SELECT * FROM reservations WHERE id = $1`, [id])).rows[0];
  const emails = async (kind: string, to?: string) =>
    (
      await db.query(
        `SELECT to_address, subject, body_text FROM emails WHERE kind = $1 AND ($2::text IS NULL OR to_address = $2)`,
        [kind, to ?? null],
      )
    ).rows as { to_address: string; subject: string; body_text: string }[];

  function postEvent(type: string, object: object) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(app.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
      .expect(200);
  }

  /** The guest pays an open invoice on Stripe's page, and Stripe tells the site. */
  async function payInvoice(invoiceId: string): Promise<void> {
    stripe.payInvoice(invoiceId);
    await postEvent('invoice.paid', stripe.invoices.get(invoiceId)!);
  }

  /** Holds a family stay and pays its deposit invoice; returns the stay and its saved card. */
  async function paidDeposit(daysAhead: number): Promise<{ id: string; card: string; balance: Instalment }> {
    const id = await holdFamilyStay(daysAhead);
    const invoiceId = await waitFor('the deposit invoice', async () => {
      const invoice = (await reservation(id)).stripe_invoice_id as string | null;
      return invoice && stripe.invoices.get(invoice)?.status === 'open' ? invoice : undefined;
    });
    await payInvoice(invoiceId);
    const card = await waitFor(
      'the saved card',
      async () => (await reservation(id)).stripe_payment_method_id ?? undefined,
    );
    return { id, card, balance: (await instalments(id)).find((row) => row.kind === 'balance')! };
  }

  /** Noon in the house's zone on a house date: when the scan runs that day. */
  const noonOn = (date: string) => new Date(`${date}T16:00:00Z`);
  const chargeRequests = () =>
    stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents');
  const tries = async (instalmentId: string) =>
    (
      await db.query(`SELECT attempt, outcome FROM instalment_charges WHERE instalment_id = $1 ORDER BY attempt`, [
        instalmentId,
      ])
    ).rows as { attempt: number; outcome: string | null }[];

  it('a family stay 60 days out pays half at booking; the deposit invoice confirms it and keeps the card', async () => {
    const id = await holdFamilyStay(60);
    const stay = await reservation(id);
    const [deposit, balance] = await instalments(id);
    expect(deposit).toMatchObject({ kind: 'deposit', due_date: today, status: 'due' });
    expect(balance).toMatchObject({ kind: 'balance', due_date: addDays(today, 30), status: 'due' });
    expect(deposit!.amount_cents).toBe(Math.round(stay.total_cents / 2));
    expect(deposit!.amount_cents + balance!.amount_cents).toBe(stay.total_cents);

    const invoiceId = await waitFor(
      'the deposit invoice',
      async () => (await reservation(id)).stripe_invoice_id ?? undefined,
    );
    const invoice = stripe.invoices.get(invoiceId)!;
    expect(invoice.amount_due).toBe(deposit!.amount_cents);
    const lines = [...stripe.invoiceItems.values()].filter((item) => item.invoice === invoiceId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.description).toMatch(
      /^Deposit \(50%\) of your stay of \$[\d,]+\.\d\d, .+; the balance of \$[\d,]+\.\d\d is due on /,
    );

    await payInvoice(invoiceId);
    expect((await reservation(id)).status).toBe('confirmed');
    expect((await instalments(id))[0]).toMatchObject({ status: 'paid', paid_by: 'card' });
    const card = await waitFor(
      'the saved card',
      async () => (await reservation(id)).stripe_payment_method_id ?? undefined,
    );
    expect(stripe.savedCards((await reservation(id)).stripe_customer_id).map((saved) => saved.id)).toEqual([card]);

    const { body } = await admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(body.instalments.map((row: { kind: string; status: string }) => `${row.kind} ${row.status}`)).toEqual([
      'deposit paid',
      'balance due',
    ]);
  });

  it('a family stay inside the 30 days pays in full at booking, invoiced as before', async () => {
    const id = await holdFamilyStay(10);
    const rows = await instalments(id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'full', amount_cents: (await reservation(id)).total_cents }),
    ]);
  });

  it('the scan charges the balance on its due day, once: two scans and a retried job make one charge', async () => {
    const { id, card, balance } = await paidDeposit(70);
    const before = chargeRequests().length;
    expect(await scan.scan(noonOn(addDays(balance.due_date, -1)))).toBe(0);

    const due = noonOn(balance.due_date);
    const queued = await Promise.all([scan.scan(due), scan.scan(due)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    await waitFor('the balance paid', async () => (await instalments(id))[1]!.status === 'paid');
    // The same job again (a retry after the charge): nothing more goes to Stripe.
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [
      JobName.ChargeBalance,
      JSON.stringify({ instalmentId: balance.id, attempt: 1 }),
    ]);
    app.get(OutboxRelay).nudge();
    await waitFor('the retried job done', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS open FROM outbox WHERE job_name = $1 AND completed_at IS NULL`,
        [JobName.ChargeBalance],
      );
      return rows[0].open === 0;
    });
    expect(await scan.scan(noonOn(addDays(balance.due_date, 2)))).toBe(0);

    const charges = chargeRequests().slice(before);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.params).toMatchObject({
      amount: String(balance.amount_cents),
      currency: 'usd',
      customer: (await reservation(id)).stripe_customer_id,
      payment_method: card,
      off_session: 'true',
      confirm: 'true',
      metadata: { reservationId: id, instalmentId: balance.id },
    });
    expect(charges[0]!.idempotencyKey).toBe(`balance-${balance.id}-1`);
    const intentId = await instalmentIntent(balance.id);
    const intent = stripe.paymentIntents.get(intentId)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount: balance.amount_cents });
    // Stripe's own event for the charge is ours: no anomaly.
    await postEvent('payment_intent.succeeded', intent);
    const { rows: anomalies } = await db.query(`SELECT * FROM payment_anomalies WHERE object_id = $1`, [intent.id]);
    expect(anomalies).toEqual([]);
  });

  const instalmentIntent = async (instalmentId: string) =>
    (await db.query(`SELECT stripe_payment_intent_id AS id FROM stay_instalments WHERE id = $1`, [instalmentId]))
      .rows[0].id as string;

  it('a worker killed mid-charge (Stripe charged, the answer lost) retries with the same key: one charge', async () => {
    const { id, balance } = await paidDeposit(80);
    const before = chargeRequests().length;
    // Every answer of the first run is lost, the SDK's own retries included, so the job fails and runs again.
    stripe.failNext(3, 'lost-response', /^\/v1\/payment_intents$/);
    await scan.scan(noonOn(balance.due_date));
    await waitFor('the balance paid', async () => (await instalments(id))[1]!.status === 'paid', 30_000);
    const charges = chargeRequests().slice(before);
    expect(charges.length).toBeGreaterThan(3);
    expect(new Set(charges.map((call) => call.idempotencyKey))).toEqual(new Set([`balance-${balance.id}-1`]));
    expect(charges.at(-1)!.outcome).toBe('replayed');
    const intents = [...stripe.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).instalmentId === balance.id,
    );
    expect(intents).toHaveLength(1);
  });

  it('a declined balance emails the guest a working pay link and alerts the host, is tried daily, then the host decides', async () => {
    const { id, card, balance } = await paidDeposit(90);
    const guestEmail = (await reservation(id)).guest_email as string;
    stripe.declineCard(card, 'insufficient_funds');

    await scan.scan(noonOn(balance.due_date));
    await waitFor('the decline email', async () => (await emails('balance-declined', guestEmail)).length === 1);
    let [, declined] = await instalments(id);
    expect(declined).toMatchObject({ status: 'declined' });
    const linkInvoice = stripe.invoices.get(declined!.pay_invoice_id!)!;
    expect(linkInvoice).toMatchObject({ status: 'open', amount_due: balance.amount_cents });
    const [mail] = await emails('balance-declined', guestEmail);
    expect(mail!.subject).toMatch(/^Your card was declined for the balance/);
    expect(mail!.body_text).toContain(declined!.pay_invoice_url!);
    const page = await fetch(declined!.pay_invoice_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $');
    await waitFor('the host alert', async () => (await emails('reservation-host-balance-declined')).length === 1);

    // The same day again: no second try. The next two days: one try each, one email each, no second host alert.
    expect(await scan.scan(noonOn(addDays(balance.due_date, 0)))).toBe(0);
    for (const day of [1, 2]) {
      expect(await scan.scan(noonOn(addDays(balance.due_date, day)))).toBe(1);
      await waitFor('the next decline', async () => (await emails('balance-declined', guestEmail)).length === day + 1);
    }
    expect((await tries(balance.id)).map((row) => row.outcome)).toEqual(['declined', 'declined', 'declined']);
    expect(await emails('reservation-host-balance-declined')).toHaveLength(1);
    // Out of retry days: the host is asked, once, and the card is not tried again.
    await scan.scan(noonOn(addDays(balance.due_date, 3)));
    await waitFor('the host asked', async () => (await emails('reservation-host-balance-decision')).length === 1);
    expect(await scan.scan(noonOn(addDays(balance.due_date, 4)))).toBe(0);
    expect(await tries(balance.id)).toHaveLength(3);

    const { body } = await admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(body.instalments[1]).toMatchObject({ status: 'declined', declines: 3, hostDecision: 'asked' });
    await admin.post(`/api/admin/reservations/${id}/instalments/${balance.id}/keep-waiting`).expect(200);

    // The guest pays the link: the balance is paid through the webhook; nothing was charged twice.
    await payInvoice(declined!.pay_invoice_id!);
    [, declined] = await instalments(id);
    expect(declined).toMatchObject({ status: 'paid', paid_by: 'card' });
    expect(stripe.refunds.size).toBe(0);
  });

  it('a card charge that succeeds after a decline voids the pay link, so the guest cannot pay twice', async () => {
    const { id, card, balance } = await paidDeposit(100);
    stripe.declineCard(card);
    await scan.scan(noonOn(balance.due_date));
    const link = await waitFor('the pay link', async () => (await instalments(id))[1]!.pay_invoice_id ?? undefined);
    stripe.acceptCard(card);
    await scan.scan(noonOn(addDays(balance.due_date, 1)));
    await waitFor('the balance paid', async () => (await instalments(id))[1]!.status === 'paid');
    await waitFor('the pay link voided', () => stripe.invoices.get(link)?.status === 'void');
  });

  it('a pay link paid while the card charge went through is refunded: one payment kept', async () => {
    const { id, card, balance } = await paidDeposit(110);
    stripe.declineCard(card);
    await scan.scan(noonOn(balance.due_date));
    const link = await waitFor('the pay link', async () => (await instalments(id))[1]!.pay_invoice_id ?? undefined);
    // The guest pays the link, but Stripe's event only arrives after the next day's card charge succeeded.
    stripe.payInvoice(link);
    stripe.acceptCard(card);
    await scan.scan(noonOn(addDays(balance.due_date, 1)));
    await waitFor('the balance paid by the card', async () => (await instalments(id))[1]!.status === 'paid');
    await postEvent('invoice.paid', stripe.invoices.get(link)!);
    await waitFor('the second payment refunded', () => stripe.refunds.size === 1);
    const [refund] = [...stripe.refunds.values()];
    expect(refund!.amount).toBe(balance.amount_cents);
  });
});

describe('the payment schedule without Stripe', () => {
  let api: TestApi;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    api = await startTestApi({ env: { LOG_LEVEL: 'error', OUTBOX_POLL_MS: '100' } });
    admin = request.agent(api.app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const { body: pricing } = await admin.get('/api/admin/pricing').expect(200);
    await admin
      .put('/api/admin/pricing')
      .send({
        version: pricing.version,
        rules: {
          ...pricing.rules,
          paymentSchedule: {
            ...pricing.rules.paymentSchedule,
            family: { depositPercent: 30, balanceDaysBeforeCheckIn: 14 },
          },
        },
      })
      .expect(200);
  });

  afterAll(async () => {
    await api?.app.close();
    await api?.database.drop();
  });

  it('shows what is due when, and the host marks each payment received, signed', async () => {
    const code = 'FAMILY-MANUAL-1';
    await admin.post('/api/admin/access-codes').send({ code, type: 'family_friend' }).expect(201);
    const guest = request.agent(api.app.getHttpServer());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const checkIn = addDays(dateInPropertyZone(new Date()), 45);
    const { body: held } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Ada Lovelace',
        guestEmail: 'manual@example.com',
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 2),
      })
      .expect(201);
    const detail = async () => (await admin.get(`/api/admin/reservations/${held.id}`).expect(200)).body;
    const [deposit, balance] = (await detail()).instalments;
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'due',
      amount: Math.round(held.pricing.total * 30) / 100,
    });
    expect(balance).toMatchObject({ kind: 'balance', status: 'due', dueDate: addDays(checkIn, -14) });

    // A hold's payment is confirmed with "Confirm (paid)", which marks its deposit received.
    const early = await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(409);
    expect(early.body.message).toMatch(/not confirmed yet/);
    await admin.post(`/api/admin/reservations/${held.id}/confirm`).expect(200);
    await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(200);
    const after = (await detail()).instalments;
    expect(after).toEqual([
      expect.objectContaining({ kind: 'deposit', status: 'paid', paidBy: 'the host' }),
      expect.objectContaining({ kind: 'balance', status: 'paid', paidBy: 'the host' }),
    ]);
    expect(after[1].paidAt).toEqual(expect.any(String));
    await admin.post(`/api/admin/reservations/${held.id}/instalments/${balance.id}/received`).expect(409);
    await admin
      .post(`/api/admin/reservations/${held.id}/instalments/00000000-0000-4000-8000-000000000000/received`)
      .expect(404);
    const scan = api.app.get(BalanceChargeScan, { strict: false });
    expect(await scan.scan(new Date(`${balance.dueDate}T16:00:00Z`))).toBe(0);
  });
});
