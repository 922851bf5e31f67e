import { Query } from '@nestjs/cqrs';
import type { ReservationPayment } from '@lakehouse/contracts';

/** `ticketReservationId`: the reservation this browser's signed ticket names (null without a valid ticket). */
export class GetReservationPaymentQuery extends Query<ReservationPayment> {
  constructor(
    readonly reservationId: string,
    readonly ticketReservationId: string | null,
  ) {
    super();
  }
}
