import type { EntityManager } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { firstInstalment, loadInstalments, markInstalmentPaid, writeOutboxEntry } from '@lakehouse/server-kit';

/** What the webhook was paid with, as the stay's payment plan records it. */
interface Paid {
  kind: 'invoice' | 'payment_intent';
  id: string;
  cents: number | undefined;
}

/**
 * The amount the stay's own invoice or PaymentIntent must have paid: its first instalment (the deposit, or the
 * whole stay) for the invoice; the whole stay for a PaymentIntent of the spec's card form; the total for a stay held
 * before payment plans.
 */
export async function firstPaymentCents(
  manager: EntityManager,
  stay: { id: string; totalCents: number },
  kind: Paid['kind'],
): Promise<number> {
  const first = firstInstalment(await loadInstalments(manager, stay.id));
  return kind === 'invoice' && first ? first.amountCents : stay.totalCents;
}

/**
 * The stay is confirmed by its first payment: the instalments it paid are marked (the invoice pays the first; a
 * PaymentIntent of the whole stay pays them all), and the card that paid is looked up and kept by a job.
 */
export async function recordFirstPayment(manager: EntityManager, reservationId: string, paid: Paid): Promise<void> {
  const rows = await loadInstalments(manager, reservationId);
  const first = firstInstalment(rows);
  const settled = paid.kind === 'invoice' ? (first ? [first] : []) : rows;
  for (const row of settled) {
    await markInstalmentPaid(manager, row.id, {
      by: 'card',
      ...(paid.kind === 'invoice' ? { invoiceId: paid.id } : { paymentIntentId: paid.id }),
    });
  }
  await writeOutboxEntry(manager, JobName.SaveStayCard, { reservationId });
}

/**
 * A declined balance's own invoice, paid by the guest: the balance is marked paid, or, if the card charge got there
 * first or the stay was cancelled meanwhile, this payment is refunded by a job. Returns undefined when the invoice is no balance's, else whether
 * jobs were queued; a wrong amount is a reason for the caller's anomaly record.
 */
export async function recordBalanceInvoicePaid(
  manager: EntityManager,
  paid: Paid,
): Promise<{ instalmentId: string; reservationId: string; queued: boolean; wrongAmount?: string } | undefined> {
  const [row] = await manager.query<{ id: string; reservationId: string; amountCents: number; stayStatus: string }[]>(
    `SELECT i.id, i.reservation_id AS "reservationId", i.amount_cents AS "amountCents", r.status AS "stayStatus"
       FROM stay_instalments i JOIN reservations r ON r.id = i.reservation_id
      WHERE i.pay_invoice_id = $1 FOR UPDATE OF i`,
    [paid.id],
  );
  if (!row) return undefined;
  const found = { instalmentId: row.id, reservationId: row.reservationId };
  if (paid.cents !== row.amountCents)
    return { ...found, queued: false, wrongAmount: `paid ${paid.cents} usd, charged ${row.amountCents} usd` };
  // A stay cancelled meanwhile keeps no balance: the money goes back.
  const kept =
    row.stayStatus === 'confirmed' && (await markInstalmentPaid(manager, row.id, { by: 'card', invoiceId: paid.id }));
  if (kept) return { ...found, queued: false };
  await writeOutboxEntry(manager, JobName.RefundSecondPayment, {
    instalmentId: row.id,
    paidWith: { kind: 'invoice', id: paid.id },
  });
  return { ...found, queued: true };
}

/**
 * Whether a succeeded PaymentIntent is a balance charge the worker made (the instalment and attempt its metadata
 * names exist, for that amount): the charge job records its outcome from Stripe's answer, replayed by key if lost.
 */
export async function isBalanceCharge(
  manager: EntityManager,
  metadata: Record<string, string> | null | undefined,
  cents: number | undefined,
): Promise<boolean> {
  const instalmentId = metadata?.instalmentId;
  if (!instalmentId || !/^[0-9a-f-]{36}$/i.test(instalmentId)) return false;
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM stay_instalments i JOIN instalment_charges c ON c.instalment_id = i.id
      WHERE i.id = $1 AND i.reservation_id::text = $2 AND i.amount_cents = $3 LIMIT 1`,
    [instalmentId, metadata.reservationId ?? '', cents ?? -1],
  );
  return rows.length > 0;
}
