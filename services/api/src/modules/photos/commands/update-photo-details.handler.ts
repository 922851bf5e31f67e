import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { LibraryPhoto } from '@lakehouse/contracts';
import { PhotoEntity } from '@lakehouse/server-kit';
import { libraryPhotoView } from '../library-photo-view.js';
import { UpdatePhotoDetailsCommand } from './update-photo-details.command.js';

export const PHOTO_GONE_MESSAGE = 'That photo no longer exists.';

/** Saves a photo's caption, alt text and room; the property's cache follows the photos table's change notice. */
@CommandHandler(UpdatePhotoDetailsCommand)
export class UpdatePhotoDetailsHandler implements ICommandHandler<UpdatePhotoDetailsCommand> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ photoId, details }: UpdatePhotoDetailsCommand): Promise<LibraryPhoto> {
    const photos = this.dataSource.getRepository(PhotoEntity);
    const { affected } = await photos.update({ id: photoId }, details);
    const photo = affected ? await photos.findOneBy({ id: photoId }) : null;
    if (!photo) throw new NotFoundException(PHOTO_GONE_MESSAGE);
    return libraryPhotoView(photo);
  }
}
