import { Injectable } from '@nestjs/common';
import type { Property } from '@lakehouse/contracts';
import { ChangeNotices } from '../read-cache/change-notices.js';
import { ReadCache } from '../read-cache/read-cache.js';

/** GET /api/property: the house with its images in the manifest's order and the site's public settings, dropped when one of them changes. */
@Injectable()
export class PropertyCache extends ReadCache<Property> {
  constructor(notices: ChangeNotices) {
    super(notices, ['properties', 'photo_manifest', 'property_settings']);
  }
}
