import { Module } from '@nestjs/common';
import { RefreshImagesHandler } from './commands/refresh-images.handler.js';
import { UpdatePhotoManifestHandler } from './commands/update-photo-manifest.handler.js';
import { InitialImageRefresh } from './initial-image-refresh.js';
import { PhotoManifestCache } from './photo-manifest-cache.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { PhotoManifestController } from './photo-manifest.controller.js';
import { GetPhotoManifestHandler } from './queries/get-photo-manifest.handler.js';
import { RefreshImagesController } from './refresh-images.controller.js';

/** The photo manifest (GET/PUT /api/photo-manifest) and the image refresh (POST /api/refresh-images). */
@Module({
  controllers: [PhotoManifestController, RefreshImagesController],
  providers: [PhotoManifestCache, GetPhotoManifestHandler, UpdatePhotoManifestHandler, RefreshImagesHandler, PhotoAdminGuard, InitialImageRefresh],
})
export class PhotosModule {}
