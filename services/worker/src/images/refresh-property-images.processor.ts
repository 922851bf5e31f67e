import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload, PHOTO_URL_PREFIX } from '@lakehouse/contracts';
import { JobHandler, type JobContext } from '@lakehouse/server-kit';
import { buildVariants } from './build-variants.js';
import { PHOTO_STORAGE, type PhotoStorage } from './photo-storage.js';
import { scanPhotos } from './scan-photos.js';

/** One lock for every refresh, whichever process runs it: two refreshes at once take turns. */
const REFRESH_LOCK = 'lakehouse:refresh-property-images';

/**
 * Scans the photo folder, brings the WebP variants up to date and stores the originals' paths as the
 * property's image list (every photo; the manifest's order and exclusions are applied when the list is read).
 * Idempotent: a second run finds the variants up to date and writes the same list.
 */
@Injectable()
export class RefreshPropertyImagesProcessor {
  private readonly logger = new Logger(RefreshPropertyImagesProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  @JobHandler(JobName.RefreshPropertyImages)
  async handle(payload: JobPayload<JobName.RefreshPropertyImages>, context: JobContext): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Held until commit, so a concurrent run waits and then finds everything up to date.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [REFRESH_LOCK]);
      const photos = await scanPhotos(this.storage.photosDir);
      const report = await buildVariants(this.storage, photos);
      const images = photos.map((photo) => `${PHOTO_URL_PREFIX}${photo}`);
      await manager.query(`UPDATE properties SET images = $1::jsonb WHERE slug = 'lake-house'`, [
        JSON.stringify(images),
      ]);
      for (const failure of report.failed) this.logger.warn(`no variants for ${failure.photo}: ${failure.error}`);
      this.logger.log(
        `images refreshed (${payload.reason}, job ${context.jobId}): ${photos.length} photo(s) in ${this.storage.photosDir}; ` +
          `variants built ${report.built}, up to date ${report.upToDate}, removed ${report.removed}`,
      );
    });
  }
}
