import {
  type CancellationQuote,
  type GuestBooking,
  cancellationRefundCents,
  cancellationRefundShare,
  centsToDollars,
  nightsBetween,
  pricingResponse,
} from '@lakehouse/contracts';
import { type ReservationEntity, bookingReference } from '@lakehouse/server-kit';

/** What cancelling on `today` (the house's date) would give back, or null when the booking is over or already ended. */
export function cancellationQuote(reservation: ReservationEntity, today: string): CancellationQuote | null {
  if (reservation.checkIn <= today) return null;
  if (reservation.status === 'inquiry' || reservation.status === 'held')
    return { refundShare: 1, refund: 0, paid: false };
  if (reservation.status !== 'confirmed') return null;
  return {
    refundShare: cancellationRefundShare(reservation.checkIn, today),
    refund: centsToDollars(cancellationRefundCents(reservation.totalCents, reservation.checkIn, today)),
    paid: true,
  };
}

export function guestBookingView(reservation: ReservationEntity, today: string): GuestBooking {
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
    pricing: pricingResponse(reservation.quote),
    cancellation: cancellationQuote(reservation, today),
    refunded: reservation.refundCents === null ? null : centsToDollars(reservation.refundCents),
  };
}
