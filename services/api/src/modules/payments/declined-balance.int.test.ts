import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays } from '@lakehouse/contracts';
import { waitFor } from '@lakehouse/server-kit/testing';
import { PaymentScheduleStack, noonOn } from '../../testing/payment-schedule-stack.js';

/**
 * A balance the saved card declines: the guest is emailed a link to pay it (once per decline), the host is alerted,
 * the card is tried once a day for the host's retry days, then the host decides; the link and the card never both
 * keep the money.
 */
describe('a declined balance', () => {
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

  it('a declined balance emails the guest a working pay link and alerts the host, is tried daily, then the host decides', async () => {
    const { id, card, balance } = await stack.paidDeposit(90);
    const guestEmail = (await stack.reservation(id)).guest_email;
    stack.stripe.declineCard(card, 'insufficient_funds');

    await stack.scan.scan(noonOn(balance.due_date));
    await waitFor('the decline email', async () => (await stack.emails('balance-declined', guestEmail)).length === 1);
    let [, declined] = await stack.instalments(id);
    expect(declined).toMatchObject({ status: 'declined' });
    const linkInvoice = stack.stripe.invoices.get(declined!.pay_invoice_id!)!;
    expect(linkInvoice).toMatchObject({ status: 'open', amount_due: balance.amount_cents });
    const [mail] = await stack.emails('balance-declined', guestEmail);
    expect(mail!.subject).toMatch(/^Your card was declined for the balance/);
    expect(mail!.body_text).toContain(declined!.pay_invoice_url!);
    const page = await fetch(declined!.pay_invoice_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $');
    await waitFor('the host alert', async () => (await stack.emails('reservation-host-balance-declined')).length === 1);

    // The same day again: no second try. The next two days: one try each, one email each, no second host alert.
    expect(await stack.scan.scan(noonOn(addDays(balance.due_date, 0)))).toBe(0);
    for (const day of [1, 2]) {
      expect(await stack.scan.scan(noonOn(addDays(balance.due_date, day)))).toBe(1);
      await waitFor(
        'the next decline',
        async () => (await stack.emails('balance-declined', guestEmail)).length === day + 1,
      );
    }
    expect((await stack.tries(balance.id)).map((row) => row.outcome)).toEqual(['declined', 'declined', 'declined']);
    expect(await stack.emails('reservation-host-balance-declined')).toHaveLength(1);
    // Out of retry days: the host is asked, once, and the card is not tried again.
    await stack.scan.scan(noonOn(addDays(balance.due_date, 3)));
    await waitFor('the host asked', async () => (await stack.emails('reservation-host-balance-decision')).length === 1);
    expect(await stack.scan.scan(noonOn(addDays(balance.due_date, 4)))).toBe(0);
    expect(await stack.tries(balance.id)).toHaveLength(3);

    const { body } = await stack.admin.get(`/api/admin/reservations/${id}`).expect(200);
    expect(body.instalments[1]).toMatchObject({ status: 'declined', declines: 3, hostDecision: 'asked' });
    await stack.admin.post(`/api/admin/reservations/${id}/instalments/${balance.id}/keep-waiting`).expect(200);

    // The guest pays the link: the balance is paid through the webhook; nothing was charged twice.
    await stack.payInvoice(declined!.pay_invoice_id!);
    [, declined] = await stack.instalments(id);
    expect(declined).toMatchObject({ status: 'paid', paid_by: 'card' });
    expect(stack.stripe.refunds.size).toBe(0);
  });

  it('a card charge that succeeds after a decline voids the pay link, so the guest cannot pay twice', async () => {
    const { id, card, balance } = await stack.paidDeposit(100);
    stack.stripe.declineCard(card);
    await stack.scan.scan(noonOn(balance.due_date));
    const link = await stack.payLink(id);
    stack.stripe.acceptCard(card);
    await stack.scan.scan(noonOn(addDays(balance.due_date, 1)));
    await waitFor('the balance paid', async () => (await stack.instalments(id))[1]!.status === 'paid');
    await waitFor('the pay link voided', () => stack.stripe.invoices.get(link)?.status === 'void');
  });

  it('a pay link paid while the card charge went through is refunded: one payment kept', async () => {
    const { id, card, balance } = await stack.paidDeposit(110);
    stack.stripe.declineCard(card);
    await stack.scan.scan(noonOn(balance.due_date));
    const link = await stack.payLink(id);
    // The guest pays the link, but Stripe's event only arrives after the next day's card charge succeeded.
    stack.stripe.payInvoice(link);
    stack.stripe.acceptCard(card);
    await stack.scan.scan(noonOn(addDays(balance.due_date, 1)));
    await waitFor('the balance paid by the card', async () => (await stack.instalments(id))[1]!.status === 'paid');
    await stack.postEvent('invoice.paid', stack.stripe.invoices.get(link)!);
    await waitFor('the second payment refunded', () => stack.stripe.refunds.size === 1);
    const [refund] = [...stack.stripe.refunds.values()];
    expect(refund!.amount).toBe(balance.amount_cents);
  });

  it('a pay link paid after the stay was cancelled is refunded', async () => {
    const { id, card, balance } = await stack.paidDeposit(130);
    stack.stripe.declineCard(card);
    await stack.scan.scan(noonOn(balance.due_date));
    const link = await stack.payLink(id);
    await stack.admin.post(`/api/admin/reservations/${id}/cancel`).send({ refund: 'none' }).expect(200);
    const refundsBefore = stack.stripe.refunds.size;
    await stack.payInvoice(link);
    await waitFor('the late balance refunded', () => stack.stripe.refunds.size === refundsBefore + 1);
    expect((await stack.instalments(id))[1]!.status).toBe('declined');
  });
});
