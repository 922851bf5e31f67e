export interface ReservationOptions {
  /** Unpaid holds one access code may have at a time (MAX_UNPAID_HOLDS_PER_CODE), unless the host set a number in the pricing rules. */
  maxUnpaidHoldsPerCode: number;
  /** Nights one access code may hold unpaid at a time, over all its holds (MAX_UNPAID_NIGHTS_PER_CODE). */
  maxUnpaidNightsPerCode: number;
}

export const RESERVATION_OPTIONS = Symbol('RESERVATION_OPTIONS');
