import type { EntityManager } from 'typeorm';
import { type InstalmentKind, type InstalmentView, type PlannedInstalment, centsToDollars } from '@lakehouse/contracts';

/** An instalment row as the API and the worker read it. */
export interface InstalmentRow {
  id: string;
  reservationId: string;
  kind: InstalmentKind;
  amountCents: number;
  dueDate: string;
  status: 'due' | 'paid' | 'declined';
  paidAt: Date | null;
  paidBy: string | null;
  stripeInvoiceId: string | null;
  stripePaymentIntentId: string | null;
  payInvoiceId: string | null;
  payInvoiceUrl: string | null;
  hostAskedAt: Date | null;
  hostDecision: 'keep-waiting' | null;
  declines: number;
}

const SELECT_INSTALMENTS = `
  SELECT i.id, i.reservation_id AS "reservationId", i.kind, i.amount_cents AS "amountCents",
         to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.status, i.paid_at AS "paidAt", i.paid_by AS "paidBy",
         i.stripe_invoice_id AS "stripeInvoiceId", i.stripe_payment_intent_id AS "stripePaymentIntentId",
         i.pay_invoice_id AS "payInvoiceId", i.pay_invoice_url AS "payInvoiceUrl", i.host_asked_at AS "hostAskedAt",
         i.host_decision AS "hostDecision",
         (SELECT count(*)::int FROM instalment_charges c WHERE c.instalment_id = i.id AND c.outcome = 'declined') AS declines
    FROM stay_instalments i`;

/** The plan fixed when the stay is held, written in the hold's transaction. */
export async function writeStayInstalments(
  manager: EntityManager,
  reservationId: string,
  plan: PlannedInstalment[],
): Promise<void> {
  for (const instalment of plan) {
    await manager.query(
      `INSERT INTO stay_instalments (reservation_id, kind, amount_cents, due_date) VALUES ($1, $2, $3, $4)`,
      [reservationId, instalment.kind, instalment.amountCents, instalment.dueDate],
    );
  }
}

/** A stay's instalments, first due first (none for a stay held before schedules existed: it pays its total at once). */
export async function loadInstalments(manager: EntityManager, reservationId: string): Promise<InstalmentRow[]> {
  return manager.query(`${SELECT_INSTALMENTS} WHERE i.reservation_id = $1 ORDER BY i.due_date, i.kind DESC`, [
    reservationId,
  ]);
}

export async function loadInstalment(manager: EntityManager, id: string): Promise<InstalmentRow | undefined> {
  const [row] = await manager.query<InstalmentRow[]>(`${SELECT_INSTALMENTS} WHERE i.id = $1`, [id]);
  return row;
}

/** The payment made at booking: the deposit, or the whole stay. */
export const firstInstalment = (rows: InstalmentRow[]): InstalmentRow | undefined =>
  rows.find((row) => row.kind !== 'balance');

/**
 * Marks an instalment paid unless it already is (compare-and-swap): returns false when something else paid it
 * first, so the caller knows its money is a second payment.
 */
export async function markInstalmentPaid(
  manager: EntityManager,
  id: string,
  paid: { by: string; at?: Date; invoiceId?: string; paymentIntentId?: string },
): Promise<boolean> {
  const [, updated] = await manager.query<[unknown, number]>(
    `UPDATE stay_instalments SET status = 'paid', paid_at = $2, paid_by = $3, stripe_invoice_id = $4,
            stripe_payment_intent_id = $5
      WHERE id = $1 AND status <> 'paid'`,
    [id, paid.at ?? new Date(), paid.by, paid.invoiceId ?? null, paid.paymentIntentId ?? null],
  );
  return updated === 1;
}

/**
 * What a confirmed stay has paid: the payment that confirmed it (its deposit, or the whole stay), and its balance
 * once paid; its total for a stay held before payment plans.
 */
export const paidCents = (rows: InstalmentRow[], totalCents: number): number =>
  rows.length === 0
    ? totalCents
    : rows
        .filter((row) => row.kind !== 'balance' || row.status === 'paid')
        .reduce((sum, row) => sum + row.amountCents, 0);

/**
 * Whether a confirmed stay's payment came through Stripe, so a refund goes back to the card by itself: a host who
 * marked it received, or confirmed the hold by hand, took it another way, even when a Stripe invoice had been sent.
 */
export function paidThroughStripe(
  reservation: { stripeInvoiceId: string | null; stripePaymentIntentId: string | null },
  rows: InstalmentRow[],
): boolean {
  const paidBy = firstInstalment(rows)?.paidBy;
  if (paidBy) return paidBy === 'card';
  return Boolean(reservation.stripeInvoiceId || reservation.stripePaymentIntentId);
}

/** What the guest's page and the admin show of an instalment. */
export const instalmentView = (row: InstalmentRow): InstalmentView => ({
  id: row.id,
  kind: row.kind,
  amount: centsToDollars(row.amountCents),
  dueDate: row.dueDate,
  status: row.status,
  paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
  paidBy: row.paidBy,
  payUrl: row.status === 'declined' ? row.payInvoiceUrl : null,
  declines: row.declines,
  hostDecision: row.hostDecision ?? (row.hostAskedAt ? 'asked' : null),
});
