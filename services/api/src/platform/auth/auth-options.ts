export interface AuthOptions {
  secureCookies: boolean;
  /** Failed attempts per client within the window before further attempts get 429. */
  attemptLimit: number;
  /** Reservation requests per client per hour. */
  reservationAttemptLimit: number;
  /** Email-sending requests per client per hour. */
  emailLimitPerClient: number;
  /** Email-sending requests per recipient address per day. */
  emailLimitPerRecipient: number;
}

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
