import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import ical, { type ParameterValue, type VEvent } from 'node-ical';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { JobName, MANUAL_PAYMENT_MESSAGE } from '@lakehouse/contracts';
import { OutboxRelay, type AppConfig, type StoredQuote } from '@lakehouse/server-kit';
import {
  FakeSendGrid,
  FakeStripe,
  TEST_ADMIN_CODE,
  createTestDatabase,
  testConfig,
  waitFor,
  type SentMail,
  type TestDatabase,
} from '@lakehouse/server-kit/testing';
import { createApiApp } from '../../create-api-app.js';
import { ReservationTicket } from '../reservations/reservation-ticket.js';

const WEBHOOK_SECRET = 'whsec_test_payments_secret';
/** A calendar property's text, without the parameters node-ical keeps beside it when it has some. */
const textOf = (value: ParameterValue | undefined) => (typeof value === 'object' ? value.val : value);

// Three nights at the default rates: lodging 1,050 + cleaning 180 + linen 80 = 1,310; tax 8.5% = 111.35; total 1,421.35
// (the card fee of 45 is information, never charged).
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
  totalCents: 142_135,
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
      configFor({
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
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
    return testConfig({
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      ...extra,
    });
  }

  async function startApi(config: AppConfig): Promise<NestFastifyApplication> {
    const app = await createApiApp({ config, databaseUrl: database.url });
    await app.init();
    return app;
  }

  async function insertReservation(fields: {
    status: string;
    checkIn: string;
    checkOut: string;
    holdHours?: number;
  }): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO reservations (status, check_in, check_out, guest_name, guest_email, guest_phone, guest_count, role, quote, total_cents, hold_expires_at)
       VALUES ($1, $2, $3, 'Ada Lovelace', 'ada@example.com', '603-555-0101', 4, 'repeat', $4, $5, now() + make_interval(hours => $6))
       RETURNING id`,
      [fields.status, fields.checkIn, fields.checkOut, JSON.stringify(quote), quote.totalCents, fields.holdHours ?? 24],
    );
    return rows[0].id as string;
  }

  /** The `lakehouse_reservation` cookie `POST /api/reservations` would have set for this reservation. */
  const ticketCookie = (reservationId: string) =>
    `lakehouse_reservation=${api!.get(ReservationTicket, { strict: false }).issue(reservationId)}`;

  /** What CreateReservationHandler writes for a held reservation, then a nudge instead of waiting for the poll. */
  async function queueHoldInvoice(reservationId: string): Promise<void> {
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [
      JobName.CreateHoldInvoice,
      JSON.stringify({ reservationId }),
    ]);
    api!.get(OutboxRelay).nudge();
  }

  async function reservation(id: string): Promise<Record<string, unknown>> {
    const { rows } = await db.query(`SELECT * FROM reservations WHERE id = $1`, [id]);
    return rows[0];
  }

  function signedEvent(
    event: object,
    options: { secret?: string; timestamp?: number } = {},
  ): { payload: string; signature: string } {
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
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        status: 'paid',
        amount_paid: quote.totalCents,
        currency: 'usd',
        metadata: { reservationId },
      },
    },
  });

  const emailsWith = (subjectStart: string): SentMail[] =>
    sendgrid.sent.filter((mail) => mail.subject.startsWith(subjectStart));

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
    // The second run reused the stored ids: no second customer or invoice create after the failed run. The outbox
    // counts failed runs only: the one before the run that succeeded.
    const { rows: outboxRows } = await db.query(`SELECT attempts FROM outbox WHERE job_name = $1`, [
      JobName.CreateHoldInvoice,
    ]);
    expect(outboxRows).toEqual([{ attempts: 1 }]);

    expect(await reservation(heldId)).toMatchObject({
      status: 'held',
      stripe_customer_id: [...stripe.customers.keys()][0],
      stripe_invoice_id: invoice.id,
    });
    const [mail] = emailsWith('Your invoice for');
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.text).toContain(String(invoice.hosted_invoice_url));
    expect(mail!.text).toContain('$1,421.35');
    expect(mail!.text).not.toContain('$1,466.35');
    expect(mail!.html).toContain(String(invoice.hosted_invoice_url));
  });

  it('running CreateHoldInvoice again creates nothing and sends nothing', async () => {
    const requestsBefore = stripe.requests.length;
    await queueHoldInvoice(heldId);
    await waitFor('the second job done', async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE job_name = $1 AND dispatched_at IS NOT NULL`,
        [JobName.CreateHoldInvoice],
      );
      return rows[0].n === 2;
    });
    expect(stripe.invoices.size).toBe(1);
    expect(stripe.customers.size).toBe(1);
    expect(stripe.invoiceItems.size).toBe(4);
    // Only a read of the stored invoice; no create.
    expect(stripe.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/invoices/${invoiceId}`,
    ]);
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
    const events = Object.values(ical.sync.parseICS(ics)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    const stay = events[0]!;
    expect(stay.start.dateOnly).toBe(true);
    // node-ical builds all-day dates at local midnight: read them with local getters.
    expect([stay.start.getFullYear(), stay.start.getMonth() + 1, stay.start.getDate()]).toEqual([2027, 6, 13]);
    const end = stay.end!;
    expect([end.getFullYear(), end.getMonth() + 1, end.getDate()]).toEqual([2027, 6, 16]);
    const { rows: property } = await db.query(`SELECT name FROM properties WHERE slug = 'lake-house'`);
    expect(textOf(stay.summary)).toContain(property[0].name);
    expect(textOf(stay.description)).toContain('3:00 PM');
    expect(textOf(stay.description)).toContain('10:00 AM');
  });

  it('a duplicate delivery, and the payment_intent.succeeded of the same payment, change nothing and send nothing', async () => {
    const confirmedAt = (await reservation(heldId)).confirmed_at;
    const again = signedEvent(invoicePaid('evt_paid_1', invoiceId, heldId));
    expect((await postWebhook(again.payload, again.signature).expect(200)).body).toEqual({
      received: true,
      duplicate: true,
    });

    const intent = signedEvent({
      ...invoicePaid('evt_pi_1', 'pi_unrelated', heldId),
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unrelated', object: 'payment_intent', metadata: { reservationId: heldId } } },
    });
    expect((await postWebhook(intent.payload, intent.signature).expect(200)).body).toEqual({
      received: true,
      duplicate: false,
    });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(emailsWith('Confirmed:')).toHaveLength(1);
    expect((await reservation(heldId)).confirmed_at).toEqual(confirmedAt);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = $1`, [
      JobName.SendStayConfirmationEmail,
    ]);
    expect(rows[0].n).toBe(1);
    const { rows: events } = await db.query(
      `SELECT id, type, processed_at IS NOT NULL AS processed FROM stripe_events ORDER BY id`,
    );
    expect(events).toEqual([
      { id: 'evt_paid_1', type: 'invoice.paid', processed: true },
      { id: 'evt_pi_1', type: 'payment_intent.succeeded', processed: true },
    ]);
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

    await request(api!.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .send('{}')
      .expect(400);
    const { rows } = await db.query(`SELECT id FROM stripe_events WHERE id LIKE 'evt_forged%'`);
    expect(rows).toEqual([]);
  });

  it('a signed event for a payment we did not create, or for another amount or currency, confirms nothing and is recorded', async () => {
    const id = await insertReservation({ status: 'held', checkIn: '2027-08-10', checkOut: '2027-08-13' });
    await db.query(`UPDATE reservations SET stripe_payment_intent_id = 'pi_ours_1' WHERE id = $1`, [id]);
    const intentSucceeded = (eventId: string, intentId: string, amount: number, currency: string) =>
      signedEvent({
        ...invoicePaid(eventId, intentId, id),
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount_received: amount,
            currency,
            metadata: { reservationId: id },
          },
        },
      });
    const attempts = [
      intentSucceeded('evt_foreign_pi', 'pi_someone_elses', quote.totalCents, 'usd'),
      intentSucceeded('evt_one_yen', 'pi_ours_1', 1, 'jpy'),
      intentSucceeded('evt_wrong_currency', 'pi_ours_1', quote.totalCents, 'eur'),
      intentSucceeded('evt_short', 'pi_ours_1', quote.totalCents - 1, 'usd'),
    ];
    for (const attempt of attempts) await postWebhook(attempt.payload, attempt.signature).expect(200);
    expect(await reservation(id)).toMatchObject({ status: 'held', confirmed_at: null });
    const { rows } = await db.query(
      `SELECT stripe_event_id AS event, reason FROM payment_anomalies WHERE reservation_id = $1 ORDER BY created_at, stripe_event_id`,
      [id],
    );
    expect(rows).toEqual([
      { event: 'evt_foreign_pi', reason: 'not the payment created for this reservation' },
      { event: 'evt_one_yen', reason: `paid 1 jpy, charged ${quote.totalCents} usd` },
      { event: 'evt_wrong_currency', reason: `paid ${quote.totalCents} eur, charged ${quote.totalCents} usd` },
      { event: 'evt_short', reason: `paid ${quote.totalCents - 1} usd, charged ${quote.totalCents} usd` },
    ]);

    const ours = intentSucceeded('evt_ours_paid', 'pi_ours_1', quote.totalCents, 'usd');
    await postWebhook(ours.payload, ours.signature).expect(200);
    expect(await reservation(id)).toMatchObject({ status: 'confirmed' });
  });

  it('create-payment-intent charges the server total: a mismatched amount gets 400, the right one a client secret', async () => {
    const id = await insertReservation({ status: 'held', checkIn: '2027-07-01', checkOut: '2027-07-04' });
    const server = api!.getHttpServer();
    const intentFor = (reservationId: string) =>
      request(server).post('/api/create-payment-intent').set('Cookie', ticketCookie(reservationId));

    const wrong = await intentFor(id).send({ amount: 1230, reservationId: id }).expect(400);
    expect(wrong.body.message).toBe("The amount does not match this reservation's total of $1,421.35.");
    expect(stripe.paymentIntents.size).toBe(0);

    const right = await intentFor(id).send({ amount: 1421.35, reservationId: id }).expect(200);
    expect(right.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_/),
      amount: 1421.35,
      currency: 'usd',
    });
    expect(stripe.paymentIntents.size).toBe(1);
    const intent = [...stripe.paymentIntents.values()][0]!;
    expect(intent).toMatchObject({ amount: quote.totalCents, currency: 'usd', metadata: { reservationId: id } });
    expect(stripe.requests.find((r) => r.path === '/v1/payment_intents')?.idempotencyKey).toBe(`pi-${id}`);
    expect((await reservation(id)).stripe_payment_intent_id).toBe(intent.id);

    // Asking again gives the same intent.
    const again = await intentFor(id).send({ amount: 1421.34, reservationId: id }).expect(200);
    expect(again.body.clientSecret).toBe(right.body.clientSecret);
    expect(stripe.paymentIntents.size).toBe(1);

    // Not held, unknown, or not a valid body: readable 4xx.
    const confirmed = await intentFor(heldId).send({ amount: 1421.35, reservationId: heldId }).expect(409);
    expect(confirmed.body.message).toBe('This reservation is already paid and confirmed.');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    await intentFor(unknownId).send({ amount: 1421.35, reservationId: unknownId }).expect(404);
    const invalid = await request(server)
      .post('/api/create-payment-intent')
      .send({ amount: '1421.35', reservationId: 'nope' })
      .expect(400);
    expect(invalid.body.message).toMatch(/amount/);
  });

  /** A guest with a fresh code holds the nights through the API, as the booking page does; the agent keeps the ticket. */
  async function holdThroughApi(code: string, stay: { checkInDate: string; checkOutDate: string; guestEmail: string }) {
    const admin = request.agent(api!.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    await admin.post('/api/admin/access-codes').send({ code, type: 'referred' }).expect(201);
    const guest = request.agent(api!.getHttpServer());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const { body } = await guest
      .post('/api/reservations')
      .send({ guestName: 'Ada Lovelace', guestCount: 1, ...stay })
      .expect(201);
    expect(body.status).toBe('held');
    return {
      guest,
      reservationId: body.id as string,
      pricing: body.pricing as { subtotal: number; taxes: number; stripeFee: number; total: number },
    };
  }

  it('one booking: quote, stored reservation, Stripe invoice lines, PaymentIntent and email all carry total = subtotal + taxes', async () => {
    const server = api!.getHttpServer();
    const { body: quoted } = await request(server)
      .post('/api/config/calculate-pricing')
      .send({ nights: 3, guests: 1, includeLinens: true })
      .expect(200);
    // The spec's example: 3 nights, 1 guest, linens: 1,310 + 111.35; the card fee is shown, never added.
    expect(quoted).toMatchObject({ subtotal: 1310, taxes: 111.35, stripeFee: 45, total: 1421.35 });

    const { guest, reservationId, pricing } = await holdThroughApi('TOTALS-CODE-1', {
      checkInDate: '2027-10-05',
      checkOutDate: '2027-10-08',
      guestEmail: 'totals@example.com',
    });
    expect(pricing).toEqual(quoted);
    const stored = await reservation(reservationId);
    expect(stored.total_cents).toBe(142_135);
    expect(stored.quote).toMatchObject({ subtotalCents: 131_000, taxesCents: 11_135, totalCents: 142_135 });

    await waitFor(
      'the hold invoice email',
      () =>
        sendgrid.sent.some(
          (mail) => mail.to.includes('totals@example.com') && mail.subject.startsWith('Your invoice for'),
        ),
      30_000,
    );
    const invoice = [...stripe.invoices.values()].find(
      (candidate) => (candidate.metadata as { reservationId?: string }).reservationId === reservationId,
    )!;
    const lines = [...stripe.invoiceItems.values()].filter((item) => item.invoice === invoice.id);
    expect(lines.map((item) => (item.metadata as { line: string }).line)).toEqual([
      'lodging',
      'cleaning',
      'linen',
      'taxes',
    ]);
    expect(lines.reduce((sum, item) => sum + Number(item.amount), 0)).toBe(142_135);
    expect(invoice.amount_due).toBe(142_135);

    const paid = await guest.post('/api/create-payment-intent').send({ amount: 1421.35, reservationId }).expect(200);
    expect(paid.body.amount).toBe(1421.35);
    const intentId = String((await reservation(reservationId)).stripe_payment_intent_id);
    expect(stripe.paymentIntents.get(intentId)).toMatchObject({ amount: 142_135, metadata: { reservationId } });

    const guestMails = sendgrid.sent.filter((mail) => mail.to.includes('totals@example.com'));
    expect(guestMails.length).toBeGreaterThan(0);
    for (const mail of guestMails) {
      expect(mail.text).toContain('$1,421.35');
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/\$1,466\.35|Card processing fee/);
    }
  });

  it('a stranger who knows a held reservation id cannot start its payment: 403, and nothing is created in Stripe', async () => {
    const { guest, reservationId } = await holdThroughApi('STRANGER-CODE-1', {
      checkInDate: '2027-11-02',
      checkOutDate: '2027-11-05',
      guestEmail: 'owner@example.com',
    });
    const other = await holdThroughApi('STRANGER-CODE-2', {
      checkInDate: '2027-11-10',
      checkOutDate: '2027-11-13',
      guestEmail: 'other@example.com',
    });
    const intentCalls = () => stripe.requests.filter((r) => r.path.startsWith('/v1/payment_intents')).length;
    const intentsBefore = stripe.paymentIntents.size;
    const callsBefore = intentCalls();
    const body = { amount: 1421.35, reservationId };

    const stranger = await request(api!.getHttpServer()).post('/api/create-payment-intent').send(body).expect(403);
    expect(stranger.body.message).toBe('A payment can only be started from the browser that made this reservation.');
    await request(api!.getHttpServer())
      .post('/api/create-payment-intent')
      .set('Cookie', `lakehouse_reservation=${reservationId}.forged`)
      .send(body)
      .expect(403);
    // The holder of another reservation's ticket is a stranger to this one.
    await other.guest.post('/api/create-payment-intent').send(body).expect(403);

    expect(stripe.paymentIntents.size).toBe(intentsBefore);
    expect(intentCalls()).toBe(callsBefore);
    expect((await reservation(reservationId)).stripe_payment_intent_id).toBeNull();

    // The browser that made the reservation still can.
    await guest.post('/api/create-payment-intent').send(body).expect(200);
    expect(stripe.paymentIntents.size).toBe(intentsBefore + 1);
  });

  describe('late money (security item 8)', () => {
    const outboxJob = async (job: JobName, payload: object) => {
      await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [job, JSON.stringify(payload)]);
      api!.get(OutboxRelay).nudge();
    };
    /** The hold's 24 hours run out now and its expiry job runs. */
    const expireNow = async (reservationId: string) => {
      await db.query(`UPDATE reservations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [
        reservationId,
      ]);
      await outboxJob(JobName.ExpireHold, { reservationId });
    };
    const jobsDone = async (job: JobName, reservationId: string) => {
      const { rows } = await db.query(
        `SELECT count(*) FILTER (WHERE dispatched_at IS NULL)::int AS pending FROM outbox WHERE job_name = $1 AND payload->>'reservationId' = $2`,
        [job, reservationId],
      );
      return rows[0].pending === 0;
    };
    const invoiceOf = async (reservationId: string) =>
      waitFor('the hold invoice', async () => {
        const id = (await reservation(reservationId)).stripe_invoice_id as string | null;
        return id && stripe.invoices.get(id)?.status === 'open' ? id : undefined;
      });
    const mailsTo = (address: string, subjectStart: string) =>
      sendgrid.sent.filter((mail) => mail.to.includes(address) && mail.subject.startsWith(subjectStart));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

    it('the attack, paying a hold after it expired, is refused: expiry voids the invoice, and the guest is told once', async () => {
      const id = await insertReservation({ status: 'held', checkIn: '2027-10-01', checkOut: '2027-10-04' });
      await queueHoldInvoice(id);
      const invoice = await invoiceOf(id);

      await expireNow(id);
      await waitFor('the invoice voided', () => stripe.invoices.get(invoice)?.status === 'void');
      expect((await reservation(id)).status).toBe('expired');
      expect(() => stripe.payInvoice(invoice)).toThrow('This invoice can no longer be paid: it is void.');
      const voids = stripe.requests.filter((r) => r.path === `/v1/invoices/${invoice}/void`);
      expect(voids.map((r) => r.idempotencyKey)).toEqual([`void-${invoice}`]);

      // Running the release again (a retried job) changes nothing.
      await outboxJob(JobName.ReleaseHoldPayment, { reservationId: id });
      await waitFor('the second release', () => jobsDone(JobName.ReleaseHoldPayment, id));
      expect(stripe.requests.filter((r) => r.path === `/v1/invoices/${invoice}/void`)).toHaveLength(1);
      await waitFor('the hold-ended email', () => mailsTo('ada@example.com', 'Your hold has ended').length >= 1);
      await settle();
      expect(mailsTo('ada@example.com', 'Your hold has ended')).toHaveLength(1);
    });

    it('a hold the host cancels can no longer be paid: its PaymentIntent is cancelled and its invoice voided', async () => {
      const { guest, reservationId } = await holdThroughApi('LATE-CANCEL-1', {
        checkInDate: '2027-10-10',
        checkOutDate: '2027-10-13',
        guestEmail: 'grace@example.com',
      });
      await guest.post('/api/create-payment-intent').send({ amount: 1421.35, reservationId }).expect(200);
      const intent = (await reservation(reservationId)).stripe_payment_intent_id as string;
      const invoice = await invoiceOf(reservationId);

      const admin = request.agent(api!.getHttpServer());
      await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
      await admin.post(`/api/admin/reservations/${reservationId}/cancel`).expect(200);

      await waitFor(
        'the intent cancelled and the invoice voided',
        () =>
          stripe.paymentIntents.get(intent)?.status === 'canceled' && stripe.invoices.get(invoice)?.status === 'void',
      );
      expect(() => stripe.succeedPaymentIntent(intent)).toThrow(
        'This PaymentIntent can no longer be paid: it is canceled.',
      );
      expect(() => stripe.payInvoice(invoice)).toThrow('This invoice can no longer be paid: it is void.');
    });

    it('a payment that beat the void, for nights still free, confirms the stay: the guest gets the confirmation, the host a notice, once', async () => {
      const id = await insertReservation({
        status: 'expired',
        checkIn: '2027-11-20',
        checkOut: '2027-11-23',
        holdHours: -1,
      });
      await db.query(`UPDATE reservations SET stripe_invoice_id = 'in_late_free' WHERE id = $1`, [id]);
      const confirmationsBefore = emailsWith('Confirmed:').length;
      const late = signedEvent(invoicePaid('evt_late_free', 'in_late_free', id));
      expect((await postWebhook(late.payload, late.signature).expect(200)).body).toEqual({
        received: true,
        duplicate: false,
      });
      expect(await reservation(id)).toMatchObject({ status: 'confirmed', stripe_refund_id: null });

      await waitFor('the host notice', () => emailsWith('Late payment accepted: Ada Lovelace').length === 1);
      await waitFor('the confirmation', () => emailsWith('Confirmed:').length === confirmationsBefore + 1);
      expect((await postWebhook(late.payload, late.signature).expect(200)).body).toEqual({
        received: true,
        duplicate: true,
      });
      await settle();
      expect(emailsWith('Late payment accepted')).toHaveLength(1);
      expect(emailsWith('Confirmed:')).toHaveLength(confirmationsBefore + 1);
      expect(stripe.refunds.size).toBe(0);
    });

    it('a payment that beat the void, for nights booked meanwhile, is refunded in full once, and guest and host are told once', async () => {
      const id = await insertReservation({ status: 'held', checkIn: '2027-12-01', checkOut: '2027-12-04' });
      await queueHoldInvoice(id);
      const invoice = await invoiceOf(id);
      // The guest pays on Stripe's page just as the hold runs out; the release finds the invoice already paid.
      const { paymentIntentId } = stripe.payInvoice(invoice);
      await expireNow(id);
      await waitFor(
        'the release',
        async () => (await reservation(id)).status === 'expired' && (await jobsDone(JobName.ReleaseHoldPayment, id)),
      );
      expect(stripe.invoices.get(invoice)?.status).toBe('paid');
      // Another guest books those nights before Stripe's webhook arrives.
      await insertReservation({ status: 'confirmed', checkIn: '2027-12-02', checkOut: '2027-12-05' });

      const late = signedEvent(invoicePaid('evt_late_taken', invoice, id));
      await postWebhook(late.payload, late.signature).expect(200);
      await waitFor('the refund', () => stripe.refunds.size === 1);
      const refund = [...stripe.refunds.values()][0]!;
      expect(refund).toMatchObject({ payment_intent: paymentIntentId, amount: quote.totalCents, status: 'succeeded' });
      await waitFor(
        'the guest and host emails',
        () =>
          emailsWith('Your payment for').length === 1 && emailsWith('Late payment refunded: Ada Lovelace').length === 1,
      );
      expect(await reservation(id)).toMatchObject({
        status: 'expired',
        confirmed_at: null,
        stripe_refund_id: refund.id,
      });
      const [guestMail] = emailsWith('Your payment for');
      expect(guestMail!.to).toEqual(['ada@example.com']);
      expect(guestMail!.text).toContain('refunded the full amount');

      // Stripe sends the event again under another id (and the job may run twice): still one refund, no more email.
      const again = signedEvent(invoicePaid('evt_late_taken_2', invoice, id));
      await postWebhook(again.payload, again.signature).expect(200);
      await waitFor('the second refund job', () => jobsDone(JobName.RefundLatePayment, id));
      await settle();
      expect(stripe.refunds.size).toBe(1);
      expect(stripe.paymentIntents.get(paymentIntentId)?.amount_refunded).toBe(quote.totalCents);
      expect(emailsWith('Your payment for')).toHaveLength(1);
      expect(emailsWith('Late payment refunded')).toHaveLength(1);
    });
  });

  it('manual mode (no STRIPE_SECRET_KEY): create-payment-intent says the host sends the invoice, and the invoice job does nothing', async () => {
    await api!.close();
    api = await startApi(configFor({}));
    const id = await insertReservation({ status: 'held', checkIn: '2027-09-01', checkOut: '2027-09-03' });
    const response = await request(api.getHttpServer())
      .post('/api/create-payment-intent')
      .set('Cookie', ticketCookie(id))
      .send({ amount: 1421.35, reservationId: id })
      .expect(409);
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
