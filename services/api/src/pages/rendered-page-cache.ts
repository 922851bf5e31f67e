import { Injectable } from '@nestjs/common';
import { AVAILABILITY_TABLES } from '../availability/availability-cache.js';
import { PROPERTY_TABLES } from '../property/property-cache.js';
import { ChangeNotices } from '../read-cache/change-notices.js';
import { ReadCache } from '../read-cache/read-cache.js';
import type { RenderedPage } from './page-renderer.js';

/**
 * Rendered pages by day, origin and URL. A page is built from the property read (its photos, rates and the host's
 * settings), today's date, and on /book the calendar's nights, so the change notices of the property's and of
 * availability's tables drop every page, a page ends when a hold it shows runs out, and a new day asks for new
 * ones. Query strings are the visitor's to choose: the oldest pages make room past a bound.
 */
@Injectable()
export class RenderedPageCache extends ReadCache<RenderedPage> {
  constructor(notices: ChangeNotices) {
    super(notices, [...PROPERTY_TABLES, ...AVAILABILITY_TABLES], 64);
  }
}
