import { Injectable } from '@nestjs/common';
import type { Property } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** The tables GET /api/property reads: whatever is built from the property is stale when one of them changes. */
/** (`reviews`: the shown rating combines the direct stays' reviews with the platforms'.) */
export const PROPERTY_TABLES = [
  'properties',
  'photos',
  'photo_manifest',
  'property_settings',
  'pricing_rules',
  'reviews',
] as const;

/** GET /api/property: the house with its images in the manifest's order and the site's public settings, dropped when one of them changes. */
@Injectable()
export class PropertyCache extends ReadCache<Property> {
  protected override readonly sentAsJson = true;

  constructor(notices: ChangeNotices) {
    super(notices, PROPERTY_TABLES);
  }
}
