import type { AppConfig } from '../config/app-config.js';
import { LocalFolderPhotoStore } from './local-folder-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** The adapter the configuration names (PHOTO_STORE): the local folder by default, or an S3-compatible bucket. */
export function createPhotoStore(config: Pick<AppConfig, 'photoStore'>): PhotoStore {
  const settings = config.photoStore;
  if (settings.kind === 'folder') return new LocalFolderPhotoStore(settings.dir);
  return new S3PhotoStore(settings);
}
