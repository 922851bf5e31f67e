import { Query } from '@nestjs/cqrs';
import type { PhotoManifest } from '@lakehouse/contracts';

export class GetPhotoManifestQuery extends Query<PhotoManifest> {}
