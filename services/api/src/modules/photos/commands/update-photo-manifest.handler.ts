import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { PhotoManifest } from '@lakehouse/contracts';
import { PHOTO_MANIFEST_ID } from '@lakehouse/server-kit';
import { unknownPhotoProblems } from '../photo-manifest-rules.js';
import { photoManifestView } from '../photo-manifest-view.js';
import { UpdatePhotoManifestCommand } from './update-photo-manifest.command.js';

const STALE_MANIFEST_MESSAGE = 'The photos were changed elsewhere; reload and try again.';

/**
 * Saves the host's photo choice if it names only stored photos and was made from the current version.
 * The version check and the increment are one UPDATE, so of two saves from the same version exactly one wins.
 */
@CommandHandler(UpdatePhotoManifestCommand)
export class UpdatePhotoManifestHandler implements ICommandHandler<UpdatePhotoManifestCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ update }: UpdatePhotoManifestCommand): Promise<PhotoManifest> {
    return this.dataSource.transaction(async (manager) => {
      // FOR SHARE: an image refresh committing a new list waits for this save, and this save sees its result.
      const rows = await manager.query<{ images: string[] }[]>(`SELECT images FROM properties WHERE slug = 'lake-house' FOR SHARE`);
      const problems = unknownPhotoProblems(update, rows[0]?.images ?? []);
      if (problems.length > 0) {
        throw new BadRequestException({
          statusCode: 400,
          message: problems.join('. '),
          issues: problems.map((message) => ({ field: 'photos', message })),
        });
      }
      const [saved] = await manager.query<[{ hero: string | null; curated: string[]; excluded: string[]; version: number }[], number]>(
        `UPDATE photo_manifest
            SET hero = $2, curated = $3::jsonb, excluded = $4::jsonb, version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $5
          RETURNING hero, curated, excluded, version`,
        [PHOTO_MANIFEST_ID, update.hero || null, JSON.stringify(update.curated), JSON.stringify(update.excluded), update.version],
      );
      if (!saved[0]) throw new ConflictException({ statusCode: 409, message: STALE_MANIFEST_MESSAGE });
      return photoManifestView(saved[0]);
    });
  }
}
