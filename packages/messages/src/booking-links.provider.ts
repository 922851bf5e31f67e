import { type AppConfig, BookingLinks, siteUrlOf } from '@lakehouse/server-kit';

/** The signer of the guests' booking-page links in emails; null in a process without APP_SECRET (the links are left out). */
export const BOOKING_LINKS = Symbol('BOOKING_LINKS');

export const bookingLinksOf = (config: AppConfig): BookingLinks | null =>
  config.appSecret ? new BookingLinks(config.appSecret, siteUrlOf(config)) : null;
