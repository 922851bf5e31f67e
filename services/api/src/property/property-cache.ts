import { Injectable } from '@nestjs/common';
import type { Property } from '@lakehouse/contracts';
import { ChangeNotices } from '../read-cache/change-notices.js';
import { ReadCache } from '../read-cache/read-cache.js';

/** GET /api/property: the house with its images in the manifest's order, dropped when either table changes. */
@Injectable()
export class PropertyCache extends ReadCache<Property> {
  constructor(notices: ChangeNotices) {
    super(notices, ['properties', 'photo_manifest']);
  }
}
