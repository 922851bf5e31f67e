import { Module } from '@nestjs/common';
import { DeletePhotoHandler } from './commands/delete-photo.handler.js';
import { RefreshImagesHandler } from './commands/refresh-images.handler.js';
import { UpdatePhotoDetailsHandler } from './commands/update-photo-details.handler.js';
import { UpdatePhotoManifestHandler } from './commands/update-photo-manifest.handler.js';
import { UploadPhotoHandler } from './commands/upload-photo.handler.js';
import { InitialImageRefresh } from './initial-image-refresh.js';
import { PhotoAdminGuard } from './photo-admin.guard.js';
import { PhotoFilesController } from './photo-files.controller.js';
import { PhotoLibraryController } from './photo-library.controller.js';
import { PhotoManifestCache } from './photo-manifest-cache.js';
import { PhotoManifestController } from './photo-manifest.controller.js';
import { GetPhotoLibraryHandler } from './queries/get-photo-library.handler.js';
import { GetPhotoManifestHandler } from './queries/get-photo-manifest.handler.js';
import { RefreshImagesController } from './refresh-images.controller.js';

/**
 * The photo library (GET/POST /api/photos, PATCH/DELETE /api/photos/:id), the photo manifest (GET/PUT
 * /api/photo-manifest), the image refresh (POST /api/refresh-images) and the photos themselves (GET /photos/…),
 * all through the photo store PhotoStoreModule provides.
 */
@Module({
  controllers: [PhotoManifestController, RefreshImagesController, PhotoLibraryController, PhotoFilesController],
  providers: [
    PhotoManifestCache,
    GetPhotoManifestHandler,
    UpdatePhotoManifestHandler,
    RefreshImagesHandler,
    PhotoAdminGuard,
    InitialImageRefresh,
    GetPhotoLibraryHandler,
    UploadPhotoHandler,
    UpdatePhotoDetailsHandler,
    DeletePhotoHandler,
  ],
})
export class PhotosModule {}
