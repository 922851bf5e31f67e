import { createHash } from 'node:crypto';
import { ConflictException, Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, QueryFailedError } from 'typeorm';
import { JobName, type LibraryPhoto, photoUploadMessages } from '@lakehouse/contracts';
import {
  OutboxRelay,
  PHOTO_STORE,
  PhotoEntity,
  PhotoRefusedError,
  type PhotoStore,
  photoContentType,
  photoFileKeys,
  readPhoto,
  writeOutboxEntry,
} from '@lakehouse/server-kit';
import { libraryPhotoView } from '../library-photo-view.js';
import { UploadPhotoCommand } from './upload-photo.command.js';

/** Uploaded photos live under /photos/u/, named by the hash of their bytes: the name never changes what it holds. */
const UPLOADS = '/photos/u/';
const UNIQUE_VIOLATION = '23505';
/** Longer than any call to the photo store may take, so a PUT the store takes late has landed by then. */
const UNRECORDED_FILE_GRACE_MS = 10 * 60_000;

/**
 * Keeps an uploaded photo: read and checked (readPhoto), stored upright and without metadata under a content-hashed
 * address, recorded, and its variants queued through the outbox in the same transaction. A refused file leaves
 * nothing behind, nor does a photo store or database failing midway (RemoveUnrecordedPhoto); the same photo twice is
 * refused with the name it was first uploaded under.
 */
@CommandHandler(UploadPhotoCommand)
export class UploadPhotoHandler implements ICommandHandler<UploadPhotoCommand> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  async execute({ bytes, fileName }: UploadPhotoCommand): Promise<LibraryPhoto> {
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    await this.refuseDuplicate(contentHash);
    let photo;
    try {
      photo = await readPhoto(bytes);
    } catch (error) {
      if (error instanceof PhotoRefusedError) throw new UnprocessableEntityException({ statusCode: 422, message: error.message });
      throw error;
    }
    const path = `${UPLOADS}${contentHash.slice(0, 32)}.${photo.extension}`;
    const key = photoFileKeys(path).original;
    // Written before the file: one that reaches the store without its row (the store hung and took it late, or the
    // database went away between the two) is removed minutes later; the job keeps a file a row records.
    await writeOutboxEntry(
      this.dataSource.manager,
      JobName.RemoveUnrecordedPhoto,
      { path },
      { notBefore: new Date(Date.now() + UNRECORDED_FILE_GRACE_MS) },
    );
    await this.store.put(key, photo.data, photoContentType(path));
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const row = await manager.save(
          manager.create(PhotoEntity, {
            path,
            contentHash,
            fileName,
            source: 'upload',
            width: photo.width,
            height: photo.height,
          }),
        );
        await writeOutboxEntry(manager, JobName.BuildPhotoVariants, { photoId: row.id });
        return row;
      });
      this.relay.nudge();
      return libraryPhotoView(saved);
    } catch (error) {
      // The same bytes uploaded twice at once: the other upload won and owns the file (same address, same bytes).
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        await this.refuseDuplicate(contentHash);
      }
      await this.removeIfUnrecorded(path, key);
      throw error;
    }
  }

  private async refuseDuplicate(contentHash: string): Promise<void> {
    const existing = await this.dataSource.getRepository(PhotoEntity).findOneBy({ contentHash });
    if (existing)
      throw new ConflictException({ statusCode: 409, message: photoUploadMessages.duplicate(existing.fileName) });
  }

  private async removeIfUnrecorded(path: string, key: string): Promise<void> {
    const recorded = await this.dataSource.getRepository(PhotoEntity).existsBy({ path });
    if (!recorded) await this.store.delete([key]);
  }
}
