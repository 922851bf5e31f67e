import { Command } from '@nestjs/cqrs';
import type { LibraryPhoto, PhotoDetailsUpdate } from '@lakehouse/contracts';

export class UpdatePhotoDetailsCommand extends Command<LibraryPhoto> {
  constructor(
    readonly photoId: string,
    readonly details: PhotoDetailsUpdate,
  ) {
    super();
  }
}
