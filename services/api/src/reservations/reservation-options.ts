export interface ReservationOptions {
  /** Unpaid holds one access code may have at a time (MAX_UNPAID_HOLDS_PER_CODE). */
  maxUnpaidHoldsPerCode: number;
}

export const RESERVATION_OPTIONS = Symbol('RESERVATION_OPTIONS');
