import type { Property, PublicSiteSettings } from '@lakehouse/contracts';
import { useApiQuery } from './use-api-query.js';

/**
 * What the host set for the site (contact, licence, listings, logo), from `GET /api/property`'s `site`; the
 * request is shared with every other reader of the property. Null while it loads or when it failed: whatever
 * depends on a value then stays hidden rather than showing an invented one.
 */
export function useSiteSettings(): PublicSiteSettings | null {
  const property = useApiQuery<Property>('/api/property');
  return property.status === 'success' ? property.data.site : null;
}

/** 'tel:' link of a phone as written: '(603) 555-0142' → 'tel:+16035550142' (10 digits are a US number). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** '15:00' → '3:00 PM'. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
