export interface OperationsOptions {
  /** Manual payments (no STRIPE_SECRET_KEY): the host sends invoices, so there is nothing to resend. */
  paymentsManual: boolean;
  calendar: {
    /** ICAL_FEED_URL=none turns the feed off. */
    feedEnabled: boolean;
    /** Unset (and enabled): the sample feed (ICAL_FEED_URL=sample). */
    feedUrl: string | undefined;
    /** CALENDAR_EXPORT_TOKEN; unset: no export link. */
    exportToken: string | undefined;
  };
}

export const OPERATIONS_OPTIONS = Symbol('OPERATIONS_OPTIONS');
