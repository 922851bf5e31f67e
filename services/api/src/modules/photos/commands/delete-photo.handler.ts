import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PHOTO_MANIFEST_ID, PHOTO_STORE, type PhotoStore, photoFileKeys, syncPropertyImages } from '@lakehouse/server-kit';
import { manifestWithoutPhoto } from '../manifest-without-photo.js';
import { DeletePhotoCommand } from './delete-photo.command.js';
import { PHOTO_GONE_MESSAGE } from './update-photo-details.handler.js';

interface ManifestRow {
  hero: string | null;
  curated: string[];
  excluded: string[];
}

/**
 * Deletes a photo: its row, its place in the manifest (by the spec's rule for removing a curated photo: a hero
 * passes to the first remaining curated photo) and the property's list in one transaction, then its files.
 */
@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PHOTO_STORE) private readonly store: PhotoStore,
  ) {}

  async execute({ photoId }: DeletePhotoCommand): Promise<void> {
    const path = await this.dataSource.transaction(async (manager) => {
      const [manifest] = await manager.query<ManifestRow[]>(
        'SELECT hero, curated, excluded FROM photo_manifest WHERE id = $1 FOR UPDATE',
        [PHOTO_MANIFEST_ID],
      );
      const [deleted] = await manager.query<[{ path: string }[], number]>('DELETE FROM photos WHERE id = $1 RETURNING path', [
        photoId,
      ]);
      const removed = deleted[0]?.path;
      if (!removed) throw new NotFoundException(PHOTO_GONE_MESSAGE);
      const next = manifest && manifestWithoutPhoto(manifest, removed);
      if (next) {
        await manager.query(
          `UPDATE photo_manifest SET hero = $2, curated = $3::jsonb, excluded = $4::jsonb, version = version + 1, updated_at = now()
            WHERE id = $1`,
          [PHOTO_MANIFEST_ID, next.hero, JSON.stringify(next.curated), JSON.stringify(next.excluded)],
        );
      }
      await syncPropertyImages(manager);
      return removed;
    });
    const keys = photoFileKeys(path);
    await this.store.delete([keys.original, ...keys.variants]);
  }
}
