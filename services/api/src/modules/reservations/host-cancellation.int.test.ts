import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import request from 'supertest';
import { addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { Metrics } from '@lakehouse/server-kit';
import {
  type FakeSendGrid,
  type FakeStripe,
  TEST_ADMIN_CODE,
  waitFor,
  waitForQuiet,
} from '@lakehouse/server-kit/testing';
import { holdWithNewCode } from '../../testing/hold-with-new-code.js';
import { paidStay } from '../../testing/paid-stay.js';
import { type TestApiWithPayments, startTestApiWithPayments } from '../../testing/test-api-with-payments.js';

/**
 * The host cancels a stay the guest has paid for and says what goes back: all of it, the cancellation policy's share,
 * or nothing. A Stripe payment goes back to the card once; one taken outside the site is the host's to refund. Jobs
 * run in process (no Redis).
 */
describe('the host cancels a paid stay and chooses the refund', () => {
  let stack: TestApiWithPayments;
  let api: NestFastifyApplication;
  let db: pg.Client;
  let stripe: FakeStripe;
  let sendgrid: FakeSendGrid;
  let admin: ReturnType<typeof request.agent>;
  const today = dateInPropertyZone(new Date());

  beforeAll(async () => {
    stack = await startTestApiWithPayments();
    ({ api, db, stripe, sendgrid } = stack);
    admin = request.agent(api.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
  });

  afterAll(() => stack?.stop());

  const settled = () => waitForQuiet('the cancellation jobs', db, [api.get(Metrics)]);
  const cancelledEmail = (to: string) =>
    waitFor('the cancellation email', () =>
      sendgrid.sent.find((mail) => mail.to[0] === to && mail.subject.endsWith('is cancelled')),
    );
  const refundsOf = (paymentIntentId: string) =>
    [...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);

  it('a paid stay is not cancelled until the host says what goes back; the detail shows each choice', async () => {
    const stay = await paidStay(api.getHttpServer(), db, stripe, { code: 'HOST-ASK', checkIn: addDays(today, 7) });
    const { body: detail } = await admin.get(`/api/admin/reservations/${stay.id}`).expect(200);
    const paid = stay.totalCents / 100;
    expect(detail.cancellation).toEqual({ paid, policyRefund: Math.floor(stay.totalCents / 2) / 100, byCard: true });

    const refused = await admin.post(`/api/admin/reservations/${stay.id}/cancel`).expect(400);
    expect(refused.body.message).toBe(
      `The guest has paid $${paid.toLocaleString('en-US', { minimumFractionDigits: 2 })} for this stay. Say what goes back to them: all of it, the cancellation policy's share, or nothing.`,
    );
    expect((await admin.get(`/api/admin/reservations/${stay.id}`).expect(200)).body.reservation.status).toBe(
      'confirmed',
    );
    await admin.post(`/api/admin/reservations/${stay.id}/cancel`).send({ refund: 'some' }).expect(400);
  });

  it.each([
    ['full', 'all of it', 10, 1, /\$[\d,.]+ \(the full amount\) is refunded to the card that paid/],
    ['policy', "the policy's half", 13, 0.5, /\$[\d,.]+ \(half of the total, under the cancellation policy/],
    ['none', 'nothing', 16, 0, /Nothing of the \$[\d,.]+ paid is refunded\./],
  ] as const)(
    "the host cancels a card-paid stay with refund '%s': %s goes back, once, and the guest is told",
    async (refund, _words, daysAhead, share, summary) => {
      const code = `HOST-${refund.toUpperCase()}`;
      const stay = await paidStay(api.getHttpServer(), db, stripe, { code, checkIn: addDays(today, daysAhead) });
      const { body } = await admin.post(`/api/admin/reservations/${stay.id}/cancel`).send({ refund }).expect(200);
      expect(body.status).toBe('cancelled');
      const expectedCents = Math.floor(stay.totalCents * share);

      const mail = await cancelledEmail(`${code.toLowerCase()}@example.com`);
      expect(mail.text).toMatch(summary);
      await settled();
      const refunds = refundsOf(stay.paymentIntentId);
      expect(refunds.map((made) => [made.amount, (made.metadata as Record<string, string>).why])).toEqual(
        expectedCents > 0 ? [[expectedCents, 'cancelled by the host']] : [],
      );
      const { body: detail } = await admin.get(`/api/admin/reservations/${stay.id}`).expect(200);
      expect(detail.reservation.refunded).toBe(expectedCents / 100);
      expect(detail.cancellation).toBeNull();
      await admin.post(`/api/admin/reservations/${stay.id}/cancel`).send({ refund }).expect(409);
    },
  );

  it('a stay the host confirmed by hand is refunded by the host: no card refund, and the guest is told so', async () => {
    const id = await holdWithNewCode(api.getHttpServer(), { code: 'HOST-BY-HAND', checkIn: addDays(today, 30) });
    // Stripe had sent the hold's invoice, but the guest paid the host another way.
    await waitFor('the hold invoice', async () => {
      const { rows } = await db.query(`SELECT stripe_invoice_id FROM reservations WHERE id = $1`, [id]);
      return rows[0].stripe_invoice_id as string | null;
    });
    await admin.post(`/api/admin/reservations/${id}/confirm`).expect(200);
    const { body: detail } = await admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(detail.cancellation).toMatchObject({ byCard: false });

    const refundsBefore = stripe.refunds.size;
    await admin.post(`/api/admin/reservations/${id}/cancel`).send({ refund: 'full' }).expect(200);
    const mail = await cancelledEmail('host-by-hand@example.com');
    expect(mail.text).toMatch(/\(the full amount\) is refunded by the host, who will be in touch\./);
    await settled();
    expect(stripe.refunds.size).toBe(refundsBefore);
  });

  it('an unpaid hold is cancelled without a refund choice, and its email says nothing was charged', async () => {
    const id = await holdWithNewCode(api.getHttpServer(), { code: 'HOST-HOLD', checkIn: addDays(today, 40) });
    await admin.post(`/api/admin/reservations/${id}/cancel`).expect(200);
    const mail = await cancelledEmail('host-hold@example.com');
    expect(mail.text).toContain('Nothing had been charged, so there is nothing to refund.');
    expect((await admin.get(`/api/admin/reservations/${id}`).expect(200)).body.reservation.refunded).toBeNull();
  });
});
