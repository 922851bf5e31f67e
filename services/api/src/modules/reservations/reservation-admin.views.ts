import {
  type AdminDoorCode,
  type AdminReservation,
  type AdminReservationDetail,
  centsToDollars,
  pricingResponse,
} from '@lakehouse/contracts';
import type { DoorCodeRow, ReservationEntity } from '@lakehouse/server-kit';

/** A reservation as the admin list shows it. */
export function reservationView(reservation: ReservationEntity): AdminReservation {
  return {
    id: reservation.id,
    status: reservation.status,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    guestName: reservation.guestName,
    guestEmail: reservation.guestEmail,
    guestCount: reservation.guestCount,
    total: centsToDollars(reservation.totalCents),
    holdExpiresAt: reservation.holdExpiresAt ? reservation.holdExpiresAt.toISOString() : null,
    invoiced: reservation.stripeInvoiceId !== null,
    createdAt: reservation.createdAt.toISOString(),
  };
}

export function reservationDetailView(reservation: ReservationEntity): AdminReservationDetail {
  return {
    ...reservationView(reservation),
    guestPhone: reservation.guestPhone,
    specialRequests: reservation.specialRequests,
    role: reservation.role,
    clientTotalAmount: reservation.clientTotalAmount,
    confirmedAt: reservation.confirmedAt ? reservation.confirmedAt.toISOString() : null,
    pricing: pricingResponse(reservation.quote),
    nights: reservation.quote.nights,
    refunded: reservation.refundCents === null ? null : centsToDollars(reservation.refundCents),
  };
}

export function adminDoorCodeView({ code, validFrom, validUntil, chosenBy, shownAt }: DoorCodeRow): AdminDoorCode {
  return { code, validFrom, validUntil, chosenBy, shownToGuestAt: shownAt?.toISOString() ?? null };
}
