import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BRANDING_PHOTO_PREFIX, type LibraryPhoto } from '@lakehouse/contracts';
import { PhotoEntity } from '@lakehouse/server-kit';
import { libraryPhotoView } from '../library-photo-view.js';
import { GetPhotoLibraryQuery } from './get-photo-library.query.js';

/** Every photo but the branding files (the logo is chosen in the settings), oldest first, made or still being made. */
@QueryHandler(GetPhotoLibraryQuery)
export class GetPhotoLibraryHandler implements IQueryHandler<GetPhotoLibraryQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<LibraryPhoto[]> {
    const photos = await this.dataSource
      .getRepository(PhotoEntity)
      .createQueryBuilder('photo')
      .where('photo.path NOT LIKE :branding', { branding: `${BRANDING_PHOTO_PREFIX}%` })
      .orderBy('photo.createdAt')
      .addOrderBy('photo.path')
      .getMany();
    return photos.map(libraryPhotoView);
  }
}
