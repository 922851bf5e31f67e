export interface ReservationsAdminOptions {
  /** Manual payments (no STRIPE_SECRET_KEY): the host sends invoices, so there is nothing to resend. */
  paymentsManual: boolean;
}

export const RESERVATIONS_ADMIN_OPTIONS = Symbol('RESERVATIONS_ADMIN_OPTIONS');
