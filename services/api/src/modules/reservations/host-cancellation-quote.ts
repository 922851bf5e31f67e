import type { EntityManager } from 'typeorm';
import {
  type HostCancellationQuote,
  type HostRefund,
  cancellationRefundCents,
  centsToDollars,
} from '@lakehouse/contracts';
import {
  type InstalmentRow,
  type ReservationEntity,
  loadInstalments,
  paidCents,
  paidThroughStripe,
} from '@lakehouse/server-kit';

/**
 * What a confirmed stay has paid, in cents (its deposit alone until the balance is paid), and whether by card, from
 * its instalments; nothing for any other stay.
 */
function stayPayment(
  reservation: ReservationEntity,
  instalments: InstalmentRow[],
): { paidCents: number; byCard: boolean } {
  if (reservation.status !== 'confirmed') return { paidCents: 0, byCard: false };
  return {
    paidCents: paidCents(instalments, reservation.totalCents),
    byCard: paidThroughStripe(reservation, instalments),
  };
}

/** `stayPayment`, reading the stay's instalments. */
export async function loadStayPayment(manager: EntityManager, reservation: ReservationEntity) {
  return stayPayment(reservation, await loadInstalments(manager, reservation.id));
}

/** The refund in cents for the host's choice, on `today` (the house's date). */
export function hostRefundCents(choice: HostRefund, paid: number, checkIn: string, today: string): number {
  if (choice === 'full') return paid;
  if (choice === 'policy') return cancellationRefundCents(paid, checkIn, today);
  return 0;
}

/** The detail's quote for the cancel dialog: null unless the stay is confirmed and paid. */
export function hostCancellationQuote(
  reservation: ReservationEntity,
  instalments: InstalmentRow[],
  today: string,
): HostCancellationQuote | null {
  const payment = stayPayment(reservation, instalments);
  if (payment.paidCents === 0) return null;
  return {
    paid: centsToDollars(payment.paidCents),
    policyRefund: centsToDollars(hostRefundCents('policy', payment.paidCents, reservation.checkIn, today)),
    byCard: payment.byCard,
  };
}
