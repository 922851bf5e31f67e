import { Injectable } from '@nestjs/common';
import { PROPERTY_TABLES } from '../property/property-cache.js';
import { ChangeNotices } from '../read-cache/change-notices.js';
import { ReadCache } from '../read-cache/read-cache.js';
import type { RenderedPage } from './page-renderer.js';

/**
 * Rendered pages by day, origin and URL. A page is built from the property read (its photos, rates and the host's
 * settings) and today's date, so the property's tables' change notices drop every page, and a new day asks for new
 * ones. Query strings are the visitor's to choose: the oldest pages make room past a bound.
 */
@Injectable()
export class RenderedPageCache extends ReadCache<RenderedPage> {
  constructor(notices: ChangeNotices) {
    super(notices, PROPERTY_TABLES, 64);
  }
}
