import { Command } from '@nestjs/cqrs';
import type { PhotoManifest, PhotoManifestUpdate } from '@lakehouse/contracts';

export class UpdatePhotoManifestCommand extends Command<PhotoManifest> {
  constructor(readonly update: PhotoManifestUpdate) {
    super();
  }
}
