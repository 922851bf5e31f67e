export interface AuthOptions {
  secureCookies: boolean;
  /** Failed attempts per client within the window before further attempts get 429. */
  attemptLimit: number;
}

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
