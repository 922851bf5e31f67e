import type { Property, PublicSiteSettings } from '@lakehouse/contracts';
// The module alone: the shared contracts package (with zod) stays off the first load of every page.
import { DEFAULT_HOUSE_CLOCK_TIMES, houseTimesText } from '@lakehouse/contracts/house-times';
import { useEffect } from 'react';
import { DEFAULT_SITE_NAME } from './site.js';
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

/**
 * The house's name as the host set it (the property's `name`). A server-rendered page holds the property, so its
 * first render already shows it; the seeded name stands in only while it loads or when it could not be read.
 */
export function useSiteName(): string {
  const property = useApiQuery<Property>('/api/property');
  return property.status === 'success' ? property.data.name : DEFAULT_SITE_NAME;
}

/** Sets document.title to 'Page | <the house's name>'. */
export function useDocumentTitle(page: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = `${page} | ${siteName}`;
  }, [page, siteName]);
}

/** 'tel:' link of a phone as written: '(603) 555-0142' → 'tel:+16035550142' (10 digits are a US number). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The house's check-in, check-out and quiet hours as the host set them ('3:00 PM', '10:00 AM', '10 PM to 7 AM');
 * the seeded defaults while the settings load.
 */
export function useHouseTimes(): ReturnType<typeof houseTimesText> {
  return houseTimesText(useSiteSettings() ?? DEFAULT_HOUSE_CLOCK_TIMES);
}
