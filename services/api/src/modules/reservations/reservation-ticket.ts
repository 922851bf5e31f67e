import { Injectable } from '@nestjs/common';
import { AuthKeys } from '../../platform/auth/auth-keys.js';

export const RESERVATION_TICKET_COOKIE = 'lakehouse_reservation';
/** As long as a hold lasts: the booking page sends its emails right after the reservation. */
export const RESERVATION_TICKET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Proof that this browser made a reservation: its id, signed. `POST /api/reservations` hands it out in an HttpOnly
 * cookie; `POST /api/send-booking-emails` and `POST /api/create-payment-intent` act only for the reservation it names.
 */
@Injectable()
export class ReservationTicket {
  constructor(private readonly keys: AuthKeys) {}

  issue(reservationId: string): string {
    return `${reservationId}.${this.keys.sign(`reservation-ticket:${reservationId}`)}`;
  }

  /** The reservation id the request's ticket cookie names (cookies as any HTTP adapter parses them), or null. */
  fromRequest(request: { cookies?: Record<string, unknown> }): string | null {
    return this.reservationId(request.cookies?.[RESERVATION_TICKET_COOKIE]);
  }

  /** The reservation id the ticket names, or null when it is missing, malformed or not signed by us. */
  reservationId(ticket: unknown): string | null {
    if (typeof ticket !== 'string') return null;
    const [id, signature] = ticket.split('.');
    if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
    return this.keys.sameSecret(signature, this.keys.sign(`reservation-ticket:${id}`)) ? id : null;
  }
}
