import { Injectable } from '@nestjs/common';
import type { PhotoManifest } from '@lakehouse/contracts';
import { ChangeNotices } from '../../platform/read-cache/change-notices.js';
import { ReadCache } from '../../platform/read-cache/read-cache.js';

/** GET /api/photo-manifest, dropped when the manifest changes. */
@Injectable()
export class PhotoManifestCache extends ReadCache<PhotoManifest> {
  protected override readonly sentAsJson = true;

  constructor(notices: ChangeNotices) {
    super(notices, ['photo_manifest']);
  }
}
