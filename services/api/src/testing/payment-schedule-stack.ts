import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { type AdminPricingRules, addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { FakeStripe, TEST_ADMIN_CODE, testConfig, waitFor } from '@lakehouse/server-kit/testing';
import { BalanceChargeScan } from '../../../worker/src/payment/balance-charge-scan.js';
import { type TestApi, startTestApi } from './test-api.js';

const WEBHOOK_SECRET = 'whsec_test_payment_schedule';

export interface InstalmentRecord {
  id: string;
  kind: string;
  amount_cents: number;
  due_date: string;
  status: string;
  paid_by: string | null;
  pay_invoice_id: string | null;
  pay_invoice_url: string | null;
}

interface ReservationRecord {
  status: string;
  total_cents: number;
  guest_email: string;
  stripe_customer_id: string | null;
  stripe_invoice_id: string | null;
  stripe_payment_method_id: string | null;
}

/**
 * What the payment schedule's tests drive: the API with its jobs in process, on real Postgres and the Stripe fake,
 * its family guests paying 50 % at booking and the balance 30 days before check-in (a declined balance tried again
 * on 2 days), the host signed in, and the balance scan to run at any time.
 */
export class PaymentScheduleStack {
  readonly today = dateInPropertyZone(new Date());
  private codes = 0;

  private constructor(
    private readonly api: TestApi,
    readonly stripe: FakeStripe,
    readonly db: pg.Client,
    readonly admin: ReturnType<typeof request.agent>,
  ) {}

  static async start(): Promise<PaymentScheduleStack> {
    const stripe = await new FakeStripe().start();
    const api = await startTestApi({
      config: testConfig({
        LOG_LEVEL: 'error',
        OUTBOX_POLL_MS: '100',
        JOB_RETRY_DELAY_MS: '200',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_BASE_URL: stripe.baseUrl,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    });
    const db = new pg.Client({ connectionString: api.database.url });
    await db.connect();
    const admin = request.agent(api.app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    const pricing = (await admin.get('/api/admin/pricing').expect(200)).body as AdminPricingRules;
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
    return new PaymentScheduleStack(api, stripe, db, admin);
  }

  get app(): NestFastifyApplication {
    return this.api.app;
  }

  get scan(): BalanceChargeScan {
    return this.app.get(BalanceChargeScan, { strict: false });
  }

  /** The scan looks at every stay: a test ends its stays, so the next test's scans see only its own. */
  async endStays(): Promise<void> {
    await this.db.query(`UPDATE reservations SET status = 'cancelled' WHERE status IN ('held', 'confirmed')`);
  }

  async stop(): Promise<void> {
    await this.db.end();
    await this.app.close();
    await this.api.database.drop();
    await this.stripe.stop();
  }

  /** A family stay held through the API, `daysAhead` from today, 3 nights. */
  async holdFamilyStay(daysAhead: number): Promise<string> {
    this.codes += 1;
    const code = `FAMILY-PLAN-${this.codes}`;
    await this.admin.post('/api/admin/access-codes').send({ code, type: 'family_friend' }).expect(201);
    const guest = request.agent(this.app.getHttpServer());
    await guest.post('/api/access/verify').send({ code }).expect(200);
    const checkIn = addDays(this.today, daysAhead);
    const created = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Ada Lovelace',
        guestEmail: `family${this.codes}@example.com`,
        guestCount: 2,
        checkInDate: checkIn,
        checkOutDate: addDays(checkIn, 3),
      })
      .expect(201);
    return (created.body as { id: string }).id;
  }

  /** Holds a family stay and pays its deposit invoice; returns the stay, its saved card and its balance. */
  async paidDeposit(daysAhead: number): Promise<{ id: string; card: string; balance: InstalmentRecord }> {
    const id = await this.holdFamilyStay(daysAhead);
    const invoiceId = await waitFor('the deposit invoice', async () => {
      const invoice = (await this.reservation(id)).stripe_invoice_id;
      return invoice && this.stripe.invoices.get(invoice)?.status === 'open' ? invoice : undefined;
    });
    await this.payInvoice(invoiceId);
    const card = await waitFor(
      'the saved card',
      async () => (await this.reservation(id)).stripe_payment_method_id ?? undefined,
    );
    return { id, card, balance: (await this.instalments(id)).find((row) => row.kind === 'balance')! };
  }

  async instalments(reservationId: string): Promise<InstalmentRecord[]> {
    const { rows } = await this.db.query<InstalmentRecord>(
      `SELECT id, kind, amount_cents, to_char(due_date, 'YYYY-MM-DD') AS due_date, status, paid_by, pay_invoice_id,
              pay_invoice_url
         FROM stay_instalments WHERE reservation_id = $1 ORDER BY due_date`,
      [reservationId],
    );
    return rows;
  }

  /** The balance's pay link, once its first decline made it. */
  payLink(reservationId: string): Promise<string> {
    return waitFor('the pay link', async () => (await this.instalments(reservationId))[1]!.pay_invoice_id ?? undefined);
  }

  async reservation(id: string): Promise<ReservationRecord> {
    return (await this.db.query<ReservationRecord>(`SELECT * FROM reservations WHERE id = $1`, [id])).rows[0]!;
  }

  async emails(kind: string, to?: string): Promise<{ to_address: string; subject: string; body_text: string }[]> {
    const { rows } = await this.db.query<{ to_address: string; subject: string; body_text: string }>(
      `SELECT to_address, subject, body_text FROM emails WHERE kind = $1 AND ($2::text IS NULL OR to_address = $2)`,
      [kind, to ?? null],
    );
    return rows;
  }

  /** Stripe's signed event about `object`, delivered to the webhook. */
  async postEvent(type: string, object: object): Promise<void> {
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
    await request(this.app.getHttpServer())
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload)
      .expect(200);
  }

  /** The guest pays an open invoice on Stripe's page, and Stripe tells the site. */
  async payInvoice(invoiceId: string): Promise<void> {
    this.stripe.payInvoice(invoiceId);
    await this.postEvent('invoice.paid', this.stripe.invoices.get(invoiceId)!);
  }

  /** The balance charges sent to Stripe so far. */
  chargeRequests() {
    return this.stripe.requests.filter((call) => call.method === 'POST' && call.path === '/v1/payment_intents');
  }

  /** The refunds of a stay's payments. */
  refundsOf(reservationId: string) {
    return [...this.stripe.refunds.values()].filter(
      (refund) => (refund.metadata as { reservationId?: string }).reservationId === reservationId,
    );
  }

  async tries(instalmentId: string): Promise<{ attempt: number; outcome: string | null }[]> {
    const { rows } = await this.db.query<{ attempt: number; outcome: string | null }>(
      `SELECT attempt, outcome FROM instalment_charges WHERE instalment_id = $1 ORDER BY attempt`,
      [instalmentId],
    );
    return rows;
  }

  /** The PaymentIntent that paid an instalment. */
  async instalmentIntent(instalmentId: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT stripe_payment_intent_id AS id FROM stay_instalments WHERE id = $1`,
      [instalmentId],
    );
    return rows[0]!.id;
  }
}

/** Noon in the house's zone on a house date: when the scan runs that day. */
export const noonOn = (date: string): Date => new Date(`${date}T16:00:00Z`);
