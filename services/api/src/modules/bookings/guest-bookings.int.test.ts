import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type pg from 'pg';
import request from 'supertest';
import { JobName, addDays, dateInPropertyZone } from '@lakehouse/contracts';
import { BookingLinks, Metrics, OutboxRelay } from '@lakehouse/server-kit';
import { type FakeSendGrid, type FakeStripe, waitFor, waitForQuiet } from '@lakehouse/server-kit/testing';
import { holdWithNewCode } from '../../testing/hold-with-new-code.js';
import { paidStay } from '../../testing/paid-stay.js';
import { type TestApiWithPayments, startTestApiWithPayments } from '../../testing/test-api-with-payments.js';

/**
 * The guest's own booking page's calls, reached by the signed link in their emails, and cancelling from it: the
 * policy's refund through the Stripe fake, the nights freed, guest and host told. Jobs run in process (no Redis).
 */
describe('the guest booking page: link, view, cancel with the policy refund', () => {
  let stack: TestApiWithPayments;
  let api: NestFastifyApplication;
  let db: pg.Client;
  let stripe: FakeStripe;
  let sendgrid: FakeSendGrid;
  let links: BookingLinks;
  const today = dateInPropertyZone(new Date());

  beforeAll(async () => {
    stack = await startTestApiWithPayments();
    ({ api, db, stripe, sendgrid } = stack);
    links = api.get(BookingLinks, { strict: false });
  });

  afterAll(() => stack?.stop());

  const server = () => api.getHttpServer();
  const pathOf = (url: string) => url.replace('https://lakehouse.example', '');
  const mailsWith = (subjectStart: string) => sendgrid.sent.filter((mail) => mail.subject.startsWith(subjectStart));

  const hold = (code: string, checkIn: string, nights = 3) => holdWithNewCode(server(), { code, checkIn, nights });

  it("every guest email carries the reference and the link; the link opens the booking, a wrong key or reference doesn't", async () => {
    const id = await hold('LINK-GUEST-1', addDays(today, 40));
    const mail = await waitFor('the dates-held email', () =>
      sendgrid.sent.find((m) => m.to[0] === 'link-guest-1@example.com' && m.subject.endsWith('are held')),
    );
    const reference = id.slice(0, 8).toUpperCase();
    expect(mail.text).toMatch(new RegExp(`Booking reference: +${reference}`));
    const link = /View your booking: (\S+)/.exec(mail.text)![1]!;
    expect(link).toBe(`https://lakehouse.example/booking/${reference}?key=${links.key(id)}`);

    const { body } = await request(server())
      .get(`/api/${pathOf(link).slice(1).replace('booking/', 'bookings/')}`)
      .expect(200);
    expect(body).toMatchObject({
      reference,
      status: 'held',
      guestName: 'Ada Lovelace',
      nights: 3,
      cancellation: { paid: false, refund: 0 },
      refunded: null,
    });
    expect(body.pricing.total).toBe(body.pricing.subtotal + body.pricing.taxes);

    const notFound = 'We could not find this booking. Please open the link in your booking email again.';
    expect(
      (
        await request(server())
          .get(`/api/bookings/${reference}?key=${links.key(id).replace(/^./, 'A')}x`)
          .expect(404)
      ).body.message,
    ).toBe(notFound);
    expect(
      (
        await request(server())
          .get(`/api/bookings/0000AAAA?key=${links.key(id)}`)
          .expect(404)
      ).body.message,
    ).toBe(notFound);
    expect((await request(server()).get(`/api/bookings/${reference}`).expect(400)).body.message).toMatch(/key/);
  });

  it('cancelling an unpaid hold frees the nights, voids its invoice and tells both sides that nothing was charged; again is 409', async () => {
    const checkIn = addDays(today, 50);
    const id = await hold('CANCEL-HOLD-1', checkIn);
    const invoice = await waitFor('the hold invoice', async () => {
      const { rows } = await db.query(`SELECT stripe_invoice_id FROM reservations WHERE id = $1`, [id]);
      return (rows[0].stripe_invoice_id as string | null) ?? undefined;
    });
    const url = `/api/bookings/${id.slice(0, 8)}/cancel?key=${links.key(id)}`;
    const { body } = await request(server()).post(url).expect(200);
    expect(body).toMatchObject({ status: 'cancelled', cancellation: null, refunded: null });
    await waitFor('the invoice voided', () => stripe.invoices.get(invoice)?.status === 'void');
    await waitFor(
      'both emails',
      () => mailsWith('Cancelled by the guest: Ada Lovelace').length === 1 && mailsWith('Your booking at').length === 1,
    );
    expect(mailsWith('Your booking at')[0]!.text).toContain('Nothing had been charged');
    // The nights are free for the next guest.
    await hold('CANCEL-HOLD-2', checkIn);
    expect((await request(server()).post(url).expect(409)).body.message).toBe(
      'This booking is already cancelled; there is nothing to cancel.',
    );
  });

  it.each([
    [14, 'all of it', 1],
    [7, 'half', 0.5],
    [6, 'nothing', 0],
  ] as const)(
    'a paid stay cancelled %i days before check-in gets %s back through Stripe, once',
    async (daysAhead, _words, share) => {
      const { id, paymentIntentId, totalCents } = await paidStay(server(), db, stripe, {
        code: `PAID-${daysAhead}-DAYS`,
        checkIn: addDays(today, daysAhead),
      });
      const before = await request(server())
        .get(`/api/bookings/${id.slice(0, 8)}?key=${links.key(id)}`)
        .expect(200);
      const expectedCents = Math.floor(totalCents * share);
      expect(before.body.cancellation).toEqual({ paid: true, refundShare: share, refund: expectedCents / 100 });

      const cancelled = await request(server())
        .post(`/api/bookings/${id.slice(0, 8)}/cancel?key=${links.key(id)}`)
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', refunded: expectedCents / 100 });
      await waitFor('the guest email', () =>
        sendgrid.sent.some(
          (m) => m.to[0] === `paid-${daysAhead}-days@example.com` && m.subject.startsWith('Your booking at'),
        ),
      );
      if (expectedCents > 0) {
        await waitFor(
          'the refund',
          async () =>
            (await db.query(`SELECT stripe_refund_id FROM reservations WHERE id = $1`, [id])).rows[0].stripe_refund_id,
        );
      } else {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM outbox WHERE job_name = $1 AND payload->>'reservationId' = $2`,
          [JobName.RefundCancelledStay, id],
        );
        expect(rows[0].n).toBe(0);
      }
      const refunds = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
      expect(refunds.map((refund) => refund.amount)).toEqual(expectedCents > 0 ? [expectedCents] : []);
      // The job run again (a retry) makes no second refund.
      if (expectedCents > 0) {
        await db.query(`INSERT INTO outbox (job_name, payload) VALUES ($1, $2)`, [
          JobName.RefundCancelledStay,
          JSON.stringify({ reservationId: id, amountCents: expectedCents }),
        ]);
        api.get(OutboxRelay).nudge();
        await waitFor('the second run', async () => {
          const { rows } = await db.query(
            `SELECT count(*) FILTER (WHERE dispatched_at IS NULL)::int AS pending FROM outbox WHERE job_name = $1`,
            [JobName.RefundCancelledStay],
          );
          return rows[0].pending === 0;
        });
        await waitForQuiet('the refund jobs to be done', db, [api.get(Metrics)]);
        expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId)).toHaveLength(
          1,
        );
      }
    },
  );
});
