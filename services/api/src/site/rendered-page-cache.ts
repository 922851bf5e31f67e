import { Injectable } from '@nestjs/common';
import { AVAILABILITY_TABLES } from '../modules/availability/availability-cache.js';
import { CONTENT_TABLES } from '../modules/content/content-cache.js';
import { PROPERTY_TABLES } from '../modules/property/property-cache.js';
import { ChangeNotices } from '../platform/read-cache/change-notices.js';
import { ReadCache } from '../platform/read-cache/read-cache.js';
import { REVIEW_TABLES } from '../modules/reviews/reviews-cache.js';
import type { RenderedPage } from './rendered-page.js';

/** Rendered pages built from the given tables, by day, origin and path. */
class PageCache extends ReadCache<RenderedPage> {
  constructor(notices: ChangeNotices, tables: readonly string[], maxEntries: number) {
    super(notices, tables, maxEntries);
  }
}

/**
 * Rendered pages, kept until what they were built from changes. Every page is built from the property read (its
 * photos, rates and the host's settings), the site's content and today's date; only the pages that show the calendar (/book) also from
 * availability, so a booking drops those and leaves the description, the guide and the gallery be. A calendar page
 * also ends when a hold it shows runs out, and a new day asks for new pages. Paths outside the sitemap (unknown ones,
 * the session's pages, whose content the browser renders) are kept apart, so that any number of them never pushes a
 * public page out.
 */
@Injectable()
export class RenderedPageCache {
  readonly calendarPages: ReadCache<RenderedPage>;
  readonly publicPages: ReadCache<RenderedPage>;
  readonly otherPages: ReadCache<RenderedPage>;

  constructor(notices: ChangeNotices) {
    this.calendarPages = new PageCache(notices, [...PROPERTY_TABLES, ...CONTENT_TABLES, ...AVAILABILITY_TABLES], 16);
    // The home page shows the reviews.
    this.publicPages = new PageCache(notices, [...PROPERTY_TABLES, ...CONTENT_TABLES, ...REVIEW_TABLES], 64);
    this.otherPages = new PageCache(notices, [...PROPERTY_TABLES, ...CONTENT_TABLES], 32);
  }

  /** Pages served from the caches (tests read it to know a page was not rendered again). */
  get hits(): number {
    return this.calendarPages.hits + this.publicPages.hits + this.otherPages.hits;
  }
}
