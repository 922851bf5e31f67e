import type { Server } from 'node:http';
import type pg from 'pg';
import { type FakeStripe, waitFor } from '@lakehouse/server-kit/testing';
import { holdWithNewCode } from './hold-with-new-code.js';

export interface PaidStay {
  id: string;
  paymentIntentId: string;
  totalCents: number;
}

/**
 * A stay paid through Stripe: a hold made with a new code (`holdWithNewCode`), its invoice paid on the Stripe fake's
 * side, and the stay confirmed as the `invoice.paid` webhook confirms it.
 */
export async function paidStay(
  server: Server,
  db: pg.Client,
  stripe: FakeStripe,
  { code, checkIn }: { code: string; checkIn: string },
): Promise<PaidStay> {
  const id = await holdWithNewCode(server, { code, checkIn });
  const invoice = await waitFor('the hold invoice', async () => {
    const { rows } = await db.query<{ stripe_invoice_id: string | null }>(
      `SELECT stripe_invoice_id FROM reservations WHERE id = $1`,
      [id],
    );
    const invoiceId = rows[0]!.stripe_invoice_id;
    return invoiceId && stripe.invoices.get(invoiceId)?.status === 'open' ? invoiceId : undefined;
  });
  const { paymentIntentId } = stripe.payInvoice(invoice);
  const { rows } = await db.query<{ total_cents: number }>(
    `UPDATE reservations SET status = 'confirmed', confirmed_at = now() WHERE id = $1 RETURNING total_cents`,
    [id],
  );
  return { id, paymentIntentId, totalCents: rows[0]!.total_cents };
}
