import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ical, { type VEvent } from 'node-ical';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { JobName, MANUAL_PAYMENT_MESSAGE } from '@lakehouse/contracts';
import { OutboxRelay, type AppConfig, type StoredQuote } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  FakeStripe,
  createTestDatabase,
  testConfig,
  waitFor,
  type SentMail,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { createApiApp } from '../create-api-app.js';

const WEBHOOK_SECRET = 'whsec_test_payments_secret';

// Three nights at the default rates: lodging 1,050 + cleaning 180 + linen 80 = 1,310; tax 8.5% = 111.35; card fee 45.
const quote: StoredQuote = {
  nights: 3,
  baseRateCents: 35_000,
  lodgingCents: 105_000,
  familySavingsCents: 0,
  cleaningFeeCents: 18_000,
  linenFeeCents: 8_000,
  subtotalCents: 131_000,
  taxesCents: 11_135,
  cardFeeCents: 4_500,
  totalCents: 146_635,
};

/**
 * The Stripe path end to end against a local fake Stripe and fake SendGrid, jobs in-process (no Redis):
 * hold -> invoice (despite network failures) -> signed invoice.paid -> confirmed -> one confirmation email.
 */
describe('payments', () => {
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let db: pg.Client;
  let api: NestFastifyApplication | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    api = await startApi(
      configFor({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE_URL: stripe.baseUrl, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    );
  });

  afterAll(async () => {
    await api?.close();
    await db?.end();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
  });

  function configFor(extra: Record<string, string>): AppConfig {
    return testConfig({ LOG_LEVEL: 'error', OUTBOX_POLL_MS: '100', SENDGRID_API_KEY: 'SG.test-key', SENDGRID_BASE_URL: sendgrid.baseUrl, ...extra });
  }

  async function startApi(config: AppConfig): Promise<NestFastifyApplication> {
    const app = await createApiApp({ config, databaseUrl: database.url });
    await app.init();
    return app;
  }

  async function insertReservation(fields: { status: string; checkIn: string; checkOut: string; holdHours?: number }): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_phone, guest_count, role, quote, total_cents, hold_expires_at)
       VALUES ($1, $2, $3, 'Ada Lovelace', 'ada@example.com', '603-555-0101', 4, 'repeat', $4, $5, now() + make_interval(hours => $6))
       RETURNING id`,
      [fields.status, fields.checkIn, fields.checkOut, JSON.stringify(quote), quote.totalCents, fields.holdHours ?? 24],
    );
    return rows[0].id as string;
  }

  /** What CreateReservationHandler writes for a held reservation, then a nudge instead of waiting for the poll. */
  async function queueHoldInvoice(reservationId: string): Promise<void> {
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [JobName.CreateHoldInvoice, JSON.stringify({ reservationId })]);
    api!.get(OutboxRelay).nudge();
  }

  async function reservation(id: string): Promise<Record<string, unknown>> {
    const { rows } = await db.query(`SELECT * FROM reservations WHERE id = $1`, [id]);
    return rows[0];
  }

  function signedEvent(event: object, options: { secret?: string; timestamp?: number } = {}): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  function postWebhook(payload: string, signature: string) {
    return request(api!.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
  }

  const invoicePaid = (eventId: string, invoiceId: string, reservationId: string) => ({
    id: eventId,
    object: 'event',
    type: 'invoice.paid',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: invoiceId, object: 'invoice', status: 'paid', metadata: { reservationId } } },
  });

  const emailsWith = (subjectStart: string): SentMail[] => sendgrid.sent.filter((mail) => mail.subject.startsWith(subjectStart));

  let heldId: string;
  let invoiceId: string;

  it('CreateHoldInvoice makes exactly one invoice despite a network error, a lost response and a failed run, and emails its link once', async () => {
    heldId = await insertReservation({ status: 'held', checkIn: '2027-06-13', checkOut: '2027-06-16' });
    // The first customer call never reaches Stripe; the invoice is created but its answer is lost; finalize
    // fails more often than the SDK retries, so the whole job fails once and runs again from the outbox.
    stripe.failNext(1, 'network-error', /^\/v1\/customers$/);
    stripe.failNext(1, 'lost-response', /^\/v1\/invoices$/);
    stripe.failNext(3, 'network-error', /\/finalize$/);
    await queueHoldInvoice(heldId);

    await waitFor('the invoice link email', () => emailsWith('Your invoice for').length === 1, 30_000);

    expect(stripe.customers.size).toBe(1);
    expect(stripe.invoices.size).toBe(1);
    const invoice = [...stripe.invoices.values()][0]!;
    invoiceId = invoice.id;
    expect(invoice).toMatchObject({
      status: 'open',
      collection_method: 'send_invoice',
      days_until_due: 1,
      metadata: { reservationId: heldId },
      amount_due: quote.totalCents,
    });
    // One item per quote line, all on this invoice, amounts from the quote.
    const items = [...stripe.invoiceItems.values()];
    expect(items.map((item) => [item.metadata, item.amount, item.invoice])).toEqual([
      [{ reservationId: heldId, line: 'lodging' }, 105_000, invoice.id],
      [{ reservationId: heldId, line: 'cleaning' }, 18_000, invoice.id],
      [{ reservationId: heldId, line: 'linen' }, 8_000, invoice.id],
      [{ reservationId: heldId, line: 'taxes' }, 11_135, invoice.id],
      [{ reservationId: heldId, line: 'card-fee' }, 4_500, invoice.id],
    ]);

    // The failed calls were retried with the same idempotency key.
    const invoiceCreates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/invoices');
    expect(invoiceCreates.map((r) => [r.idempotencyKey, r.outcome])).toEqual([
      [`inv-${heldId}`, 'lost-response'],
      [`inv-${heldId}`, 'replayed'],
    ]);
    const customerCreates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customerCreates.map((r) => [r.idempotencyKey, r.outcome])).toEqual([
      [`cus-${heldId}`, 'network-error'],
      [`cus-${heldId}`, 'answered'],
    ]);
    const finalizes = stripe.requests.filter((r) => r.path.endsWith('/finalize'));
    expect(finalizes.length).toBe(4);
    expect(new Set(finalizes.map((r) => r.idempotencyKey))).toEqual(new Set([`fin-${heldId}`]));
    // The second run reused the stored ids: no second customer or invoice create after the failed run.
    const { rows: outboxRows } = await db.query(`SELECT attempts FROM outbox WHERE job_name = $1`, [JobName.CreateHoldInvoice]);
    expect(outboxRows).toEqual([{ attempts: 2 }]);

    expect(await reservation(heldId)).toMatchObject({
      status: 'held',
      stripe_customer_id: [...stripe.customers.keys()][0],
      stripe_invoice_id: invoice.id,
    });
    const [mail] = emailsWith('Your invoice for');
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.text).toContain(String(invoice.hosted_invoice_url));
    expect(mail!.text).toContain('$1,466.35');
    expect(mail!.html).toContain(String(invoice.hosted_invoice_url));
  });

  it('running CreateHoldInvoice again creates nothing and sends nothing', async () => {
    const requestsBefore = stripe.requests.length;
    await queueHoldInvoice(heldId);
    await waitFor('the second job done', async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = $1 AND dispatched_at IS NOT NULL`, [
        JobName.CreateHoldInvoice,
      ]);
      return rows[0].n === 2;
    });
    expect(stripe.invoices.size).toBe(1);
    expect(stripe.customers.size).toBe(1);
    expect(stripe.invoiceItems.size).toBe(5);
    // Only a read of the stored invoice; no create.
    expect(stripe.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/invoices/${invoiceId}`]);
    expect(emailsWith('Your invoice for')).toHaveLength(1);
  });

  it('a signed invoice.paid confirms the hold and sends one confirmation email with the stay as an all-day .ics', async () => {
    const { payload, signature } = signedEvent(invoicePaid('evt_paid_1', invoiceId, heldId));
    const response = await postWebhook(payload, signature).expect(200);
    expect(response.body).toEqual({ received: true, duplicate: false });

    const row = await reservation(heldId);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at).toBeInstanceOf(Date);

    await waitFor('the confirmation email', () => emailsWith('Confirmed:').length === 1);
    const [mail] = emailsWith('Confirmed:');
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toMatch(/\.ics$/);
    expect(attachment.type).toMatch(/^text\/calendar/);
    const ics = Buffer.from(attachment.content, 'base64').toString('utf8');
    expect(ics).toContain('\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const events = Object.values(ical.sync.parseICS(ics)).filter((component) => component?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(1);
    const stay = events[0]!;
    expect(stay.start.dateOnly).toBe(true);
    // node-ical builds all-day dates at local midnight: read them with local getters.
    expect([stay.start.getFullYear(), stay.start.getMonth() + 1, stay.start.getDate()]).toEqual([2027, 6, 13]);
    const end = stay.end!;
    expect([end.getFullYear(), end.getMonth() + 1, end.getDate()]).toEqual([2027, 6, 16]);
    const { rows: property } = await db.query(`SELECT name FROM properties WHERE slug = 'lake-house'`);
    expect(String(stay.summary)).toContain(property[0].name);
    expect(String(stay.description)).toContain('3:00 PM');
    expect(String(stay.description)).toContain('10:00 AM');
  });

  it('a duplicate delivery, and the payment_intent.succeeded of the same payment, change nothing and send nothing', async () => {
    const confirmedAt = (await reservation(heldId)).confirmed_at;
    const again = signedEvent(invoicePaid('evt_paid_1', invoiceId, heldId));
    expect((await postWebhook(again.payload, again.signature).expect(200)).body).toEqual({ received: true, duplicate: true });

    const intent = signedEvent({
      ...invoicePaid('evt_pi_1', 'pi_unrelated', heldId),
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unrelated', object: 'payment_intent', metadata: { reservationId: heldId } } },
    });
    expect((await postWebhook(intent.payload, intent.signature).expect(200)).body).toEqual({ received: true, duplicate: false });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(emailsWith('Confirmed:')).toHaveLength(1);
    expect((await reservation(heldId)).confirmed_at).toEqual(confirmedAt);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = $1`, [JobName.SendStayConfirmationEmail]);
    expect(rows[0].n).toBe(1);
    const { rows: events } = await db.query(`SELECT id, type, processed_at IS NOT NULL AS processed FROM stripe_events ORDER BY id`);
    expect(events).toEqual([
      { id: 'evt_paid_1', type: 'invoice.paid', processed: true },
      { id: 'evt_pi_1', type: 'payment_intent.succeeded', processed: true },
    ]);
  });

  it('a payment for an expired hold leaves it expired and sends nothing', async () => {
    const expiredId = await insertReservation({ status: 'expired', checkIn: '2027-08-01', checkOut: '2027-08-04', holdHours: -1 });
    const { payload, signature } = signedEvent(invoicePaid('evt_paid_late', 'in_late', expiredId));
    await postWebhook(payload, signature).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reservation(expiredId)).toMatchObject({ status: 'expired', confirmed_at: null });
    expect(emailsWith('Confirmed:')).toHaveLength(1);
  });

  it('a bad or stale signature gets 400 with a message and records nothing', async () => {
    const event = invoicePaid('evt_forged', invoiceId, heldId);
    const forged = signedEvent(event, { secret: 'whsec_someone_else' });
    const bad = await postWebhook(forged.payload, forged.signature).expect(400);
    expect(bad.body.message).toMatch(/signature/i);

    const stale = signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const old = await postWebhook(stale.payload, stale.signature).expect(400);
    expect(old.body.message).toMatch(/signature/i);

    // A body changed after signing fails too.
    const good = signedEvent(event);
    await postWebhook(good.payload.replace('evt_forged', 'evt_forged2'), good.signature).expect(400);

    await request(api!.getHttpServer()).post('/api/payments/webhook').set('content-type', 'application/json').send('{}').expect(400);
    const { rows } = await db.query(`SELECT id FROM stripe_events WHERE id LIKE 'evt_forged%'`);
    expect(rows).toEqual([]);
  });

  it('create-payment-intent charges the server total: a mismatched amount gets 400, the right one a client secret', async () => {
    const id = await insertReservation({ status: 'held', checkIn: '2027-07-01', checkOut: '2027-07-04' });
    const server = api!.getHttpServer();

    const wrong = await request(server).post('/api/create-payment-intent').send({ amount: 1230, reservationId: id }).expect(400);
    expect(wrong.body.message).toBe("The amount does not match this reservation's total of $1,466.35.");
    expect(stripe.paymentIntents.size).toBe(0);

    const right = await request(server).post('/api/create-payment-intent').send({ amount: 1466.35, reservationId: id }).expect(200);
    expect(right.body).toEqual({ clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_/), amount: 1466.35, currency: 'usd' });
    expect(stripe.paymentIntents.size).toBe(1);
    const intent = [...stripe.paymentIntents.values()][0]!;
    expect(intent).toMatchObject({ amount: quote.totalCents, currency: 'usd', metadata: { reservationId: id } });
    expect(stripe.requests.find((r) => r.path === '/v1/payment_intents')?.idempotencyKey).toBe(`pi-${id}`);
    expect((await reservation(id)).stripe_payment_intent_id).toBe(intent.id);

    // Asking again gives the same intent.
    const again = await request(server).post('/api/create-payment-intent').send({ amount: 1466.34, reservationId: id }).expect(200);
    expect(again.body.clientSecret).toBe(right.body.clientSecret);
    expect(stripe.paymentIntents.size).toBe(1);

    // Not held, unknown, or not a valid body: readable 4xx.
    const confirmed = await request(server).post('/api/create-payment-intent').send({ amount: 1466.35, reservationId: heldId }).expect(409);
    expect(confirmed.body.message).toBe('This reservation is already paid and confirmed.');
    await request(server)
      .post('/api/create-payment-intent')
      .send({ amount: 1466.35, reservationId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    const invalid = await request(server).post('/api/create-payment-intent').send({ amount: '1466.35', reservationId: 'nope' }).expect(400);
    expect(invalid.body.message).toMatch(/amount/);
  });

  it('manual mode (no STRIPE_SECRET_KEY): create-payment-intent says the host sends the invoice, and the invoice job does nothing', async () => {
    await api!.close();
    api = await startApi(configFor({}));
    const id = await insertReservation({ status: 'held', checkIn: '2027-09-01', checkOut: '2027-09-03' });
    const response = await request(api.getHttpServer()).post('/api/create-payment-intent').send({ amount: 1466.35, reservationId: id }).expect(409);
    expect(response.body).toEqual({ statusCode: 409, message: MANUAL_PAYMENT_MESSAGE });

    const requestsBefore = stripe.requests.length;
    const mailsBefore = sendgrid.sent.length;
    await queueHoldInvoice(id);
    await waitFor('the manual-mode invoice job done', async () => {
      const { rows } = await db.query(`SELECT dispatched_at FROM outbox WHERE payload->>'reservationId' = $1`, [id]);
      return rows[0]?.dispatched_at != null;
    });
    expect(stripe.requests.length).toBe(requestsBefore);
    expect(sendgrid.sent.length).toBe(mailsBefore);
    expect(await reservation(id)).toMatchObject({ status: 'held', stripe_invoice_id: null, stripe_customer_id: null });

    // Without STRIPE_WEBHOOK_SECRET the webhook is off, not open.
    const { payload, signature } = signedEvent(invoicePaid('evt_manual', 'in_x', id));
    const off = await postWebhook(payload, signature).expect(503);
    expect(off.body.message).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});
