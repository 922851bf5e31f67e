import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { QueueName } from '@lakehouse/contracts';
import {
  FakeSendGrid,
  FakeStripe,
  TEST_ADMIN_CODE,
  type TestDatabase,
  deleteQueueKeys,
  testConfig,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
  inDays,
} from '@lakehouse/server-kit/testing';
import { WorkerModule } from '@lakehouse/worker';
import { startTestApi } from '../test-api.js';

/** The queue's retry policy (packages/server-kit/src/queue/bullmq-job-queue.ts): 8 attempts, 2 s doubling. */
const ATTEMPTS = 8;
const FIRST_BACKOFF_MS = 2_000;

/**
 * SendGrid answering 500 or never answering, and Stripe cutting the connection, in the production shape (API and
 * worker on BullMQ): the job is retried with growing back-off, nothing is sent or charged twice, and an email
 * that never gets through ends as a failure the host sees in the Emails view.
 */
describe('fault: SendGrid and Stripe failing', () => {
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let sendgrid: FakeSendGrid;
  let stripe: FakeStripe;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let emailQueue: Queue;
  let db: pg.Client;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    sendgrid = await new FakeSendGrid().start();
    stripe = await new FakeStripe().start();
    const config = testConfig({
      LOG_LEVEL: 'error',
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      OUTBOX_POLL_MS: '200',
      SENDGRID_API_KEY: 'SG.test-key',
      SENDGRID_BASE_URL: sendgrid.baseUrl,
      STRIPE_SECRET_KEY: 'sk_test_faults',
      STRIPE_API_BASE_URL: stripe.baseUrl,
    });
    ({ app: api, database } = await startTestApi({ config }));
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, database.url, 0), {
      logger: ['error'],
    });
    await worker.init();
    emailQueue = new Queue(QueueName.Email, { connection: { url: testRedisUrl }, prefix });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    admin = request.agent(api.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(async () => {
    await db?.end();
    await emailQueue?.close();
    await worker?.close();
    await api?.close();
    await stripe?.stop();
    await sendgrid?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  async function postContactMessage(name: string): Promise<void> {
    await request(api.getHttpServer())
      .post('/api/messages')
      .send({ name, email: 'guest@example.com', message: 'Is there a crib for a baby?' })
      .expect(201);
  }

  async function emailRow(
    subject: string,
  ): Promise<{ status: string; attempts: number; last_error: string | null } | undefined> {
    const { rows } = await db.query(`SELECT status, attempts, last_error FROM emails WHERE subject = $1`, [subject]);
    return rows[0];
  }

  it('SendGrid 500 twice: retried after about 2 s, then 4 s, and sent once', async () => {
    sendgrid.failNext = 2;
    const arrivalsBefore = sendgrid.arrivals.length;
    await postContactMessage('Rosalind Franklin');
    await waitFor('the email after two failures', () => sendgrid.sent.length === 1, 60_000);
    await waitFor(
      'the email recorded as sent',
      async () => (await emailRow('Website message from Rosalind Franklin'))?.status === 'sent',
    );
    const arrivals = sendgrid.arrivals.slice(arrivalsBefore);
    expect(arrivals).toHaveLength(3);
    // Exponential back-off; BullMQ may run a retry a little early or late, never at once.
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(FIRST_BACKOFF_MS * 0.8);
    expect(arrivals[2]! - arrivals[1]!).toBeGreaterThanOrEqual(FIRST_BACKOFF_MS * 2 * 0.8);
    expect(await emailRow('Website message from Rosalind Franklin')).toEqual({
      status: 'sent',
      attempts: 3,
      last_error: null,
    });
  }, 90_000);

  it('SendGrid never answering: the send times out (15 s), is retried, and the mail goes out once', async () => {
    sendgrid.holdNext = 1;
    const sentBefore = sendgrid.sent.length;
    await postContactMessage('Barbara McClintock');
    await waitFor('the retried email', () => sendgrid.sent.length === sentBefore + 1, 60_000);
    await waitFor(
      'the email recorded as sent',
      async () => (await emailRow('Website message from Barbara McClintock'))?.status === 'sent',
    );
    expect(sendgrid.held).toBe(1);
    expect(await emailRow('Website message from Barbara McClintock')).toEqual({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
    expect(sendgrid.sent.filter((mail) => mail.subject === 'Website message from Barbara McClintock')).toHaveLength(1);
  }, 90_000);

  it('Stripe dropping the connection: the invoice job is retried with the same idempotency keys, one invoice, one email', async () => {
    await admin.post('/api/admin/access-codes').send({ code: 'STRIPE-FAULT', type: 'past_guest' }).expect(201);
    const guest = request.agent(api.getHttpServer());
    await guest.post('/api/access/verify').send({ code: 'STRIPE-FAULT' }).expect(200);
    // More drops than the SDK's own two retries: the whole job fails and BullMQ runs it again after its back-off.
    stripe.failNext(3, 'network-error', /^\/v1\/invoices$/);
    stripe.failNext(1, 'lost-response', /\/finalize$/);
    const { body: hold } = await guest
      .post('/api/reservations')
      .send({
        guestName: 'Lise Meitner',
        guestEmail: 'lise@example.com',
        checkInDate: inDays(60),
        checkOutDate: inDays(63),
        guestCount: 3,
        totalAmount: '1',
      })
      .expect(201);
    const invoiceEmails = () =>
      sendgrid.sent.filter(
        (mail) => mail.to.includes('lise@example.com') && mail.subject.startsWith('Your invoice for'),
      );
    await waitFor('the invoice email', () => invoiceEmails().length === 1, 60_000);
    expect(stripe.invoices.size).toBe(1);
    expect([...stripe.invoices.values()][0]).toMatchObject({ metadata: { reservationId: hold.id } });
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/invoices');
    expect(creates.map((r) => r.outcome)).toEqual(['network-error', 'network-error', 'network-error', 'answered']);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    // Whatever else the job does after a retry, the guest is not emailed twice.
    await waitFor(
      'the outbox to be drained',
      async () =>
        (await db.query(`SELECT 1 FROM outbox WHERE dispatched_at IS NULL AND available_at <= now()`)).rowCount === 0,
    );
    expect(invoiceEmails()).toHaveLength(1);
  }, 90_000);

  it('SendGrid failing every time: after the last attempt the failure shows in the Emails view', async () => {
    sendgrid.failNext = 1_000;
    await postContactMessage('Chien-Shiung Wu');
    const subject = 'Website message from Chien-Shiung Wu';
    await waitFor('the first failure', async () => (await emailRow(subject))?.status === 'failed');
    // The back-off would take minutes (2 s doubling, 8 attempts): move each waiting retry to now instead.
    await waitFor(
      'the job to run out of attempts',
      async () => {
        for (const job of await emailQueue.getDelayed()) await job.promote().catch(() => undefined);
        return (await emailQueue.getFailedCount()) === 1;
      },
      60_000,
    );
    const [failedJob] = await emailQueue.getFailed();
    expect(failedJob!.attemptsMade).toBe(ATTEMPTS);

    const { body } = await admin.get('/api/admin/emails?status=failed').expect(200);
    const email = body.emails.find((item: { subject: string }) => item.subject === subject);
    expect(email).toMatchObject({ status: 'failed', attempts: ATTEMPTS, kind: 'contact-message' });
    expect(email.lastError).toMatch(/SendGrid refused the email/);
    expect(sendgrid.sent.filter((mail) => mail.subject === subject)).toHaveLength(0);
    sendgrid.failNext = 0;
  }, 90_000);
});
