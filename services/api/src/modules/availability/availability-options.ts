export interface AvailabilityOptions {
  /** The property's zone: "today" and the default window are read in it. */
  timeZone: string;
  /** Secret of GET /api/calendar/<token>.ics; unset turns the export off. */
  exportToken: string | undefined;
  /** The right-hand side of exported UIDs (<reservation id>@<domain>). */
  uidDomain: string;
}

export const AVAILABILITY_OPTIONS = Symbol('AVAILABILITY_OPTIONS');
