import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { BookingLinks } from '@lakehouse/server-kit';
import { waitFor } from '@lakehouse/server-kit/testing';
import { PaymentScheduleStack, noonOn } from '../../testing/payment-schedule-stack.js';

/** A guest cancels a stay paying in instalments: the policy's share of what was paid goes back, from each payment. */
describe('cancelling a stay that pays in instalments', () => {
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

  it("a guest cancelling a stay that paid its deposit gets the policy's share of what was paid, from that payment", async () => {
    const { id, balance } = await stack.paidDeposit(120);
    const links = stack.app.get(BookingLinks, { strict: false });
    const page = `/api/bookings/${id.slice(0, 8)}`;
    const { body: before } = await request(stack.app.getHttpServer())
      .get(`${page}?key=${links.key(id)}`)
      .expect(200);
    expect(
      before.payments.map((payment: { kind: string; status: string }) => `${payment.kind} ${payment.status}`),
    ).toEqual(['deposit paid', 'balance due']);
    const depositCents = (await stack.instalments(id))[0]!.amount_cents;
    expect(before.cancellation).toEqual({ paid: true, refundShare: 1, refund: depositCents / 100 });
    await request(stack.app.getHttpServer())
      .post(`${page}/cancel?key=${links.key(id)}`)
      .expect(200);
    const refundsOf = () =>
      [...stack.stripe.refunds.values()].filter(
        (refund) => (refund.metadata as { reservationId?: string }).reservationId === id,
      );
    await waitFor('the refund', () => refundsOf().length > 0);
    const refunds = refundsOf();
    expect(refunds.map((refund) => refund.amount)).toEqual([depositCents]);
    const guestEmail = (await stack.reservation(id)).guest_email;
    await waitFor(
      'the cancellation email',
      async () => (await stack.emails('reservation-guest-cancelled', guestEmail)).length === 1,
    );
    const [mail] = await stack.emails('reservation-guest-cancelled', guestEmail);
    expect(mail!.body_text).toContain(`(all of the $`);
    // The balance is never charged for a cancelled stay.
    expect(await stack.scan.scan(noonOn(balance.due_date))).toBe(0);
  });

  it('a stay that paid deposit and balance by card, cancelled in time, gets each payment back', async () => {
    const { id, balance } = await stack.paidDeposit(140);
    await stack.scan.scan(noonOn(balance.due_date));
    await waitFor('the balance paid', async () => (await stack.instalments(id))[1]!.status === 'paid');
    const links = stack.app.get(BookingLinks, { strict: false });
    await request(stack.app.getHttpServer())
      .post(`/api/bookings/${id.slice(0, 8)}/cancel?key=${links.key(id)}`)
      .expect(200);
    const refundsOf = () =>
      [...stack.stripe.refunds.values()].filter(
        (refund) => (refund.metadata as { reservationId?: string }).reservationId === id,
      );
    await waitFor('both refunds', () => refundsOf().length === 2);
    const [deposit] = await stack.instalments(id);
    expect(refundsOf().map((refund) => [refund.payment_intent, refund.amount])).toEqual([
      [expect.any(String), deposit!.amount_cents],
      [await stack.instalmentIntent(balance.id), balance.amount_cents],
    ]);
  });
});
