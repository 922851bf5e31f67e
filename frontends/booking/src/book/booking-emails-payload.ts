import type { BookingEmailsRequest, ReservationCreated } from '@lakehouse/contracts';
import type { DateSelection } from '../logic/dates';
import type { GuestCounts } from '../logic/guests';
import type { FlowMode, GuestDetails } from './flow-state';

/** `POST /api/send-booking-emails`'s body (the spec's shape), from the stored journey and the reservation it made. */
export function bookingEmailsPayload(
  flow: {
    mode: FlowMode | null;
    accessCode: string;
    selection: DateSelection;
    guests: GuestCounts;
    details: GuestDetails;
  },
  reservation: ReservationCreated,
): BookingEmailsRequest | null {
  const { checkIn, checkOut } = flow.selection;
  if (!checkIn || !checkOut) return null;
  return {
    guestName: flow.details.guestName,
    guestEmail: flow.details.guestEmail,
    guestPhone: flow.details.guestPhone,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    adults: flow.guests.adults,
    children: flow.guests.children,
    infants: flow.guests.infants,
    specialRequests: flow.details.specialRequests,
    accessCode: flow.mode === 'book' ? flow.accessCode.trim().toUpperCase() || null : null,
    pricing: {
      nights: reservation.nights,
      lodgingTotal: reservation.pricing.lodgingTotal,
      cleaningFee: reservation.pricing.cleaningFee,
      linenFee: reservation.pricing.linenFee,
      subtotal: reservation.pricing.subtotal,
      taxes: reservation.pricing.taxes,
      total: reservation.pricing.total,
    },
  };
}
