import type { EntityManager } from 'typeorm';
import {
  type HostCancellationQuote,
  type HostRefund,
  cancellationRefundCents,
  centsToDollars,
} from '@lakehouse/contracts';
import { type ReservationEntity, loadInstalments, paidCents, paidThroughStripe } from '@lakehouse/server-kit';

/** What a confirmed stay has paid, in cents (its deposit alone until the balance is paid), and whether by card. */
export async function stayPayment(
  manager: EntityManager,
  reservation: ReservationEntity,
): Promise<{ paidCents: number; byCard: boolean }> {
  if (reservation.status !== 'confirmed') return { paidCents: 0, byCard: false };
  const instalments = await loadInstalments(manager, reservation.id);
  return {
    paidCents: paidCents(instalments, reservation.totalCents),
    byCard: paidThroughStripe(reservation, instalments),
  };
}

/** The refund in cents for the host's choice, on `today` (the house's date). */
export function hostRefundCents(choice: HostRefund, paid: number, checkIn: string, today: string): number {
  if (choice === 'full') return paid;
  if (choice === 'policy') return cancellationRefundCents(paid, checkIn, today);
  return 0;
}

/** The detail's quote for the cancel dialog: null unless the stay is confirmed and paid. */
export async function hostCancellationQuote(
  manager: EntityManager,
  reservation: ReservationEntity,
  today: string,
): Promise<HostCancellationQuote | null> {
  const payment = await stayPayment(manager, reservation);
  if (payment.paidCents === 0) return null;
  return {
    paid: centsToDollars(payment.paidCents),
    policyRefund: centsToDollars(hostRefundCents('policy', payment.paidCents, reservation.checkIn, today)),
    byCard: payment.byCard,
  };
}
