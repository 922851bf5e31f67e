import type Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import type { InstalmentRow, ReservationEntity } from '@lakehouse/server-kit';
import { instalmentLine } from './invoice-lines.js';

/** Days the guest has on Stripe's page to pay a declined balance; it stays payable until voided. */
const BALANCE_INVOICE_DAYS = 7;

/**
 * A declined balance's own hosted invoice, for the guest to pay with another card: made once per instalment (every
 * call carries a key of the instalment, and an id already stored is reused), its address stored on the instalment.
 */
export async function balancePayInvoice(
  stripe: Stripe,
  dataSource: DataSource,
  reservation: ReservationEntity,
  instalment: InstalmentRow,
): Promise<{ id: string; url: string }> {
  if (instalment.payInvoiceId && instalment.payInvoiceUrl)
    return { id: instalment.payInvoiceId, url: instalment.payInvoiceUrl };
  if (!reservation.stripeCustomerId) throw new Error(`reservation ${reservation.id} has no Stripe customer`);
  const id = instalment.id;
  let invoice = await stripe.invoices.create(
    {
      customer: reservation.stripeCustomerId,
      collection_method: 'send_invoice',
      days_until_due: BALANCE_INVOICE_DAYS,
      currency: 'usd',
      pending_invoice_items_behavior: 'exclude',
      auto_advance: false,
      description: `Balance of the stay ${reservation.checkIn} to ${reservation.checkOut}`,
      metadata: { reservationId: reservation.id, instalmentId: id },
    },
    { idempotencyKey: `balance-inv-${id}` },
  );
  if (invoice.status === 'draft') {
    const line = instalmentLine(reservation, instalment);
    await stripe.invoiceItems.create(
      {
        customer: reservation.stripeCustomerId,
        invoice: invoice.id,
        amount: line.amountCents,
        currency: 'usd',
        description: line.description,
        metadata: { reservationId: reservation.id, instalmentId: id },
      },
      { idempotencyKey: `balance-ii-${id}` },
    );
    invoice = await stripe.invoices.finalizeInvoice(
      invoice.id,
      { auto_advance: false },
      { idempotencyKey: `balance-fin-${id}` },
    );
  }
  if (!invoice.hosted_invoice_url) throw new Error(`balance invoice ${invoice.id} has no hosted invoice URL`);
  const [rows] = await dataSource.query<[{ id: string; url: string }[], number]>(
    `UPDATE stay_instalments SET pay_invoice_id = COALESCE(pay_invoice_id, $2), pay_invoice_url = COALESCE(pay_invoice_url, $3)
      WHERE id = $1 RETURNING pay_invoice_id AS id, pay_invoice_url AS url`,
    [id, invoice.id, invoice.hosted_invoice_url],
  );
  return rows[0] ?? { id: invoice.id, url: invoice.hosted_invoice_url };
}
