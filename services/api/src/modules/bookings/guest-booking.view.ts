import {
  type CancellationQuote,
  type GuestBooking,
  type GuestDamageHold,
  type GuestDoorCode,
  type ReviewStatus,
  cancellationRefundCents,
  cancellationRefundShare,
  centsToDollars,
  nightsBetween,
  pricingResponse,
} from '@lakehouse/contracts';
import {
  type InstalmentRow,
  type ReservationEntity,
  bookingReference,
  instalmentView,
  paidCents,
} from '@lakehouse/server-kit';
import { type StoredArrival, arrivalStatus } from './arrival-details-rows.js';

/**
 * What cancelling on `today` (the house's date) would give back of what was paid (`paid`, in cents: the deposit
 * alone while the balance is not due), or null when the booking is over or already ended.
 */
export function cancellationQuote(
  reservation: ReservationEntity,
  today: string,
  paid = reservation.totalCents,
): CancellationQuote | null {
  if (reservation.checkIn <= today) return null;
  if (reservation.status === 'inquiry' || reservation.status === 'held')
    return { refundShare: 1, refund: 0, paid: false };
  if (reservation.status !== 'confirmed') return null;
  return {
    refundShare: cancellationRefundShare(reservation.checkIn, today),
    refund: centsToDollars(cancellationRefundCents(paid, reservation.checkIn, today)),
    paid: true,
  };
}

/** Whether the stay can be reviewed on `today` (the house's date): a confirmed stay, from its check-out day, once. */
export function reviewStatus(reservation: ReservationEntity, today: string, reviewed: boolean): ReviewStatus {
  if (reservation.status !== 'confirmed') return 'none';
  if (reviewed) return 'given';
  return reservation.checkOut <= today ? 'open' : 'not-yet';
}

/** What the guest's page shows, from the reservation, what the guest gave after booking and the door code. */
export function guestBookingView(
  reservation: ReservationEntity,
  today: string,
  {
    reviewed,
    arrival,
    doorCode,
    damageHold,
    instalments,
  }: {
    reviewed: boolean;
    arrival: StoredArrival | null;
    doorCode: GuestDoorCode;
    damageHold: GuestDamageHold;
    instalments: InstalmentRow[];
  },
): GuestBooking {
  return {
    reference: bookingReference(reservation.id),
    status: reservation.status,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: nightsBetween(reservation.checkIn, reservation.checkOut),
    guestName: reservation.guestName,
    guestCount: reservation.guestCount,
    holdExpiresAt:
      reservation.status === 'held' && reservation.holdExpiresAt ? reservation.holdExpiresAt.toISOString() : null,
    invoiceSent: reservation.stripeInvoiceId !== null,
    pricing: pricingResponse(reservation.quote),
    cancellation: cancellationQuote(reservation, today, paidCents(instalments, reservation.totalCents)),
    refunded: reservation.refundCents === null ? null : centsToDollars(reservation.refundCents),
    review: reviewStatus(reservation, today, reviewed),
    arrival: arrivalStatus(reservation, today, arrival),
    doorCode,
    damageHold,
    payments: instalments.map(instalmentView),
  };
}
