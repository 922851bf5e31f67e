import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { JobName, addDays } from '@lakehouse/contracts';
import { OutboxRelay } from '@lakehouse/server-kit';
import { waitFor } from '@lakehouse/server-kit/testing';
import { PaymentScheduleStack, noonOn } from '../../testing/payment-schedule-stack.js';

/**
 * The payment schedule against real Postgres and the Stripe fake, jobs in process: a family stay pays 50 % at
 * booking and the balance 30 days before check-in; the deposit's invoice confirms it and saves the card; the scan
 * charges the balance once when due, however often it runs and however the charge job is retried.
 */
describe('the payment schedule', () => {
  let stack: PaymentScheduleStack;

  beforeAll(async () => {
    stack = await PaymentScheduleStack.start();
  });

  afterEach(async () => {
    await stack.endStays();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('a family stay 60 days out pays half at booking; the deposit invoice confirms it and keeps the card', async () => {
    const id = await stack.holdFamilyStay(60);
    const stay = await stack.reservation(id);
    const [deposit, balance] = await stack.instalments(id);
    expect(deposit).toMatchObject({ kind: 'deposit', due_date: stack.today, status: 'due' });
    expect(balance).toMatchObject({ kind: 'balance', due_date: addDays(stack.today, 30), status: 'due' });
    expect(deposit!.amount_cents).toBe(Math.round(stay.total_cents / 2));
    expect(deposit!.amount_cents + balance!.amount_cents).toBe(stay.total_cents);

    const invoiceId = await waitFor(
      'the deposit invoice',
      async () => (await stack.reservation(id)).stripe_invoice_id ?? undefined,
    );
    const invoice = stack.stripe.invoices.get(invoiceId)!;
    expect(invoice.amount_due).toBe(deposit!.amount_cents);
    const lines = [...stack.stripe.invoiceItems.values()].filter((item) => item.invoice === invoiceId);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.description).toMatch(
      /^Deposit \(50%\) of your stay of \$[\d,]+\.\d\d, .+; the balance of \$[\d,]+\.\d\d is due on /,
    );

    await stack.payInvoice(invoiceId);
    expect((await stack.reservation(id)).status).toBe('confirmed');
    expect((await stack.instalments(id))[0]).toMatchObject({ status: 'paid', paid_by: 'card' });
    const card = await waitFor(
      'the saved card',
      async () => (await stack.reservation(id)).stripe_payment_method_id ?? undefined,
    );
    expect(stack.stripe.savedCards((await stack.reservation(id)).stripe_customer_id!).map((saved) => saved.id)).toEqual(
      [card],
    );

    const { body } = await stack.admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(body.instalments.map((row: { kind: string; status: string }) => `${row.kind} ${row.status}`)).toEqual([
      'deposit paid',
      'balance due',
    ]);
  });

  it('a family stay inside the 30 days pays in full at booking, invoiced as before', async () => {
    const id = await stack.holdFamilyStay(10);
    const rows = await stack.instalments(id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'full', amount_cents: (await stack.reservation(id)).total_cents }),
    ]);
  });

  it('the scan charges the balance on its due day, once: two scans and a retried job make one charge', async () => {
    const { id, card, balance } = await stack.paidDeposit(70);
    const before = stack.chargeRequests().length;
    expect(await stack.scan.scan(noonOn(addDays(balance.due_date, -1)))).toBe(0);

    const due = noonOn(balance.due_date);
    const queued = await Promise.all([stack.scan.scan(due), stack.scan.scan(due)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    await waitFor('the balance paid', async () => (await stack.instalments(id))[1]!.status === 'paid');
    // The same job again (a retry after the charge): nothing more goes to Stripe.
    await stack.db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [
      JobName.ChargeBalance,
      JSON.stringify({ instalmentId: balance.id, attempt: 1 }),
    ]);
    stack.app.get(OutboxRelay).nudge();
    await waitFor('the retried job done', async () => {
      const { rows } = await stack.db.query(
        `SELECT count(*)::int AS open FROM outbox WHERE job_name = $1 AND completed_at IS NULL`,
        [JobName.ChargeBalance],
      );
      return rows[0].open === 0;
    });
    expect(await stack.scan.scan(noonOn(addDays(balance.due_date, 2)))).toBe(0);

    const charges = stack.chargeRequests().slice(before);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.params).toMatchObject({
      amount: String(balance.amount_cents),
      currency: 'usd',
      customer: (await stack.reservation(id)).stripe_customer_id,
      payment_method: card,
      off_session: 'true',
      confirm: 'true',
      metadata: { reservationId: id, instalmentId: balance.id },
    });
    expect(charges[0]!.idempotencyKey).toBe(`balance-${balance.id}-1`);
    const intentId = await stack.instalmentIntent(balance.id);
    const intent = stack.stripe.paymentIntents.get(intentId)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount: balance.amount_cents });
    // Stripe's own event for the charge is ours: no anomaly.
    await stack.postEvent('payment_intent.succeeded', intent);
    const { rows: anomalies } = await stack.db.query(`SELECT * FROM payment_anomalies WHERE object_id = $1`, [
      intent.id,
    ]);
    expect(anomalies).toEqual([]);
  });

  it('a worker killed mid-charge (Stripe charged, the answer lost) retries with the same key: one charge', async () => {
    const { id, balance } = await stack.paidDeposit(80);
    const before = stack.chargeRequests().length;
    // Every answer of the first run is lost, the SDK's own retries included, so the job fails and runs again.
    stack.stripe.failNext(3, 'lost-response', /^\/v1\/payment_intents$/);
    await stack.scan.scan(noonOn(balance.due_date));
    await waitFor('the balance paid', async () => (await stack.instalments(id))[1]!.status === 'paid', 30_000);
    const charges = stack.chargeRequests().slice(before);
    expect(charges.length).toBeGreaterThan(3);
    expect(new Set(charges.map((call) => call.idempotencyKey))).toEqual(new Set([`balance-${balance.id}-1`]));
    expect(charges.at(-1)!.outcome).toBe('replayed');
    const intents = [...stack.stripe.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).instalmentId === balance.id,
    );
    expect(intents).toHaveLength(1);
  });
});
