import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PhotoManifest } from '@lakehouse/contracts';
import { PHOTO_MANIFEST_ID, PhotoManifestEntity } from '@lakehouse/server-kit';
import type { CachedRead, Fill } from '../../../platform/read-cache/read-cache.js';
import { PhotoManifestCache } from '../photo-manifest-cache.js';
import { photoManifestView } from '../photo-manifest-view.js';
import { GetPhotoManifestQuery } from './get-photo-manifest.query.js';

@QueryHandler(GetPhotoManifestQuery)
export class GetPhotoManifestHandler implements IQueryHandler<GetPhotoManifestQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: PhotoManifestCache,
  ) {}

  execute(): Promise<CachedRead<PhotoManifest>> {
    return this.cache.read('manifest', () => this.load());
  }

  private async load(): Promise<Fill<PhotoManifest>> {
    const row = await this.dataSource.getRepository(PhotoManifestEntity).findOneBy({ id: PHOTO_MANIFEST_ID });
    // The migration creates the row; an empty manifest is the honest answer if someone deleted it.
    return { value: row ? photoManifestView(row) : { hero: '', curated: [], excluded: [], version: 0 } };
  }
}
