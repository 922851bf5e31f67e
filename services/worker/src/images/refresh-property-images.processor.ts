import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, type JobContext, PHOTO_STORE, type PhotoStore, syncPropertyImages } from '@lakehouse/server-kit';
import { PHOTO_FOLDER } from './photo-folder.js';
import { importPhotoFolder } from './import-photo-folder.js';
import { finishPhotoVariants } from './photo-variants.js';

/** One lock for every refresh, whichever process runs it: two refreshes at once take turns. */
const REFRESH_LOCK = 'lakehouse:refresh-property-images';

/**
 * Imports the photo folder's new files into the photo store, finishes every photo's missing variants and rebuilds
 * the property's image list. Idempotent: a second run finds everything imported and made.
 */
@Injectable()
export class RefreshPropertyImagesProcessor {
  private readonly logger = new Logger(RefreshPropertyImagesProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
    @Inject(PHOTO_FOLDER) private readonly photosDir: string,
  ) {}

  @JobHandler(JobName.RefreshPropertyImages)
  async handle(payload: JobPayload<JobName.RefreshPropertyImages>, context: JobContext): Promise<void> {
    const queryRunner = this.dataSource.createQueryRunner();
    await queryRunner.connect();
    try {
      // A session lock (not a transaction's): the work writes in transactions of its own, photo by photo.
      await queryRunner.query('SELECT pg_advisory_lock(hashtext($1))', [REFRESH_LOCK]);
      const added = await importPhotoFolder(this.dataSource, this.store, this.photosDir, this.logger);
      const unfinished = await this.dataSource.query<{ id: string }[]>(
        'SELECT id FROM photos WHERE variants_ready < 3 ORDER BY created_at, path',
      );
      for (const { id } of unfinished) await finishPhotoVariants(this.dataSource, this.store, id);
      await this.dataSource.transaction((manager) => syncPropertyImages(manager));
      this.logger.log(
        `images refreshed (${payload.reason}, job ${context.jobId}): ${added} photo(s) imported from ${this.photosDir}, ` +
          `${unfinished.length} photo(s) given their variants, in ${this.store.description}`,
      );
    } finally {
      await queryRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [REFRESH_LOCK]).catch(() => undefined);
      await queryRunner.release();
    }
  }
}
