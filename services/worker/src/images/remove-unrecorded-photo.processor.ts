import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobName, type JobPayload } from '@lakehouse/contracts';
import { JobHandler, PHOTO_STORE, PhotoEntity, type PhotoStore, photoFileKeys } from '@lakehouse/server-kit';

/**
 * Removes an upload's file that no photo row records: the upload failed at the photo store (or after it), and the
 * store may still have taken the file. Queued through the outbox for minutes later, so a late PUT lands first.
 */
@Injectable()
export class RemoveUnrecordedPhotoProcessor {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  @JobHandler(JobName.RemoveUnrecordedPhoto)
  async handle({ path }: JobPayload<JobName.RemoveUnrecordedPhoto>): Promise<void> {
    // The same bytes uploaded again since own the file (same address): keep it.
    if (await this.dataSource.getRepository(PhotoEntity).existsBy({ path })) return;
    await this.store.delete([photoFileKeys(path).original]);
  }
}
