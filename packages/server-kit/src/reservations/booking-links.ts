import { createHmac, timingSafeEqual } from 'node:crypto';

/** The booking reference a guest reads and types: the reservation id's first 8 characters, upper-cased. */
export const bookingReference = (reservationId: string): string => reservationId.slice(0, 8).toUpperCase();

/** The key a preview's booking link carries in place of the guest's own (never a valid key: not base64url). */
const BOOKING_LINK_PLACEHOLDER_KEY = '(the-guest-s-own-key)';

/**
 * The guest's own booking page, reached without an account by a link every email carries: `/booking/<reference>?key=`
 * where the key is an HMAC of the reservation id under a key derived from APP_SECRET for this purpose only (rotating
 * APP_SECRET ends the old links, as it ends sessions).
 */
export class BookingLinks {
  private readonly linkKey: Buffer;

  constructor(
    appSecret: string,
    /** The site's address (PUBLIC_URL), for absolute links in emails. */
    private readonly siteUrl: string,
  ) {
    this.linkKey = createHmac('sha256', appSecret).update('booking-link').digest();
  }

  key(reservationId: string): string {
    return createHmac('sha256', this.linkKey).update(reservationId).digest('base64url');
  }

  /** Whether `key` is this reservation's, in constant time. */
  verify(reservationId: string, key: string): boolean {
    const expected = Buffer.from(this.key(reservationId));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  url(reservationId: string): string {
    return `${this.siteUrl}/booking/${bookingReference(reservationId)}?key=${this.key(reservationId)}`;
  }

  /** What a preview or a test shows in the link's place: its shape, never a key that opens the booking. */
  placeholderUrl(reservationId: string): string {
    return `${this.siteUrl}/booking/${bookingReference(reservationId)}?key=${BOOKING_LINK_PLACEHOLDER_KEY}`;
  }
}

/** Where emails point guests: PUBLIC_URL, or on a laptop this machine's own site. */
export const siteUrlOf = (config: { publicUrl: string | undefined; port: number }): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;
