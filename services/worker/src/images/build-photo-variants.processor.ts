import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, PHOTO_STORE, type PhotoStore } from '@lakehouse/server-kit';
import { finishPhotoVariants } from './photo-variants.js';

/** An uploaded photo's three WebP sizes (queued through the outbox with the upload). */
@Injectable()
export class BuildPhotoVariantsProcessor {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  @JobHandler(JobName.BuildPhotoVariants)
  handle({ photoId }: JobPayload<JobName.BuildPhotoVariants>): Promise<void> {
    return finishPhotoVariants(this.dataSource, this.store, photoId);
  }
}
