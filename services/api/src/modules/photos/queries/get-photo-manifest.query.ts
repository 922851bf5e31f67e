import { Query } from '@nestjs/cqrs';
import type { PhotoManifest } from '@lakehouse/contracts';
import type { CachedRead } from '../../../platform/read-cache/read-cache.js';

export class GetPhotoManifestQuery extends Query<CachedRead<PhotoManifest>> {}
