import { Command } from '@nestjs/cqrs';
import type { LibraryPhoto } from '@lakehouse/contracts';

export class UploadPhotoCommand extends Command<LibraryPhoto> {
  constructor(
    readonly bytes: Buffer,
    readonly fileName: string,
  ) {
    super();
  }
}
