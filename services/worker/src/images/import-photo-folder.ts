import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PHOTO_URL_PREFIX } from '@lakehouse/contracts';
import {
  type PhotoStore,
  PhotoRefusedError,
  type UprightPhoto,
  photoContentType,
  photoFileKeys,
  readPhoto,
} from '@lakehouse/server-kit';
import { scanPhotos } from './scan-photos.js';

/**
 * Brings each file of the photo folder into the photo store once, under its old address (`/photos/<its path>`), so
 * manifests and settings naming it keep working: upright and without metadata, like an upload. A file already
 * imported (even if the host deleted its photo since) or already in the library (the same bytes) is left alone; a
 * file that is not a usable photo is logged and not tried again. Returns how many photos were added.
 */
export async function importPhotoFolder(
  dataSource: DataSource,
  store: PhotoStore,
  photosDir: string,
  logger: Logger,
): Promise<number> {
  const imported = new Set(
    (await dataSource.query<{ path: string }[]>('SELECT path FROM photo_folder_imports')).map((row) => row.path),
  );
  let added = 0;
  for (const file of await scanPhotos(photosDir)) {
    const photoPath = `${PHOTO_URL_PREFIX}${file}`;
    if (imported.has(photoPath)) continue;
    const bytes = await readFile(`${photosDir}/${file}`);
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    let photo: UprightPhoto | undefined;
    try {
      photo = await readPhoto(bytes);
    } catch (error) {
      if (!(error instanceof PhotoRefusedError)) throw error;
      logger.warn(`${file} in the photo folder was not imported: ${error.message}`);
    }
    if (photo) await store.put(photoFileKeys(photoPath).original, photo.data, photoContentType(photoPath));
    await dataSource.transaction(async (manager) => {
      if (photo) {
        // An INSERT's answer is its rows (only UPDATE and DELETE answer [rows, count]).
        const rows = await manager.query<unknown[]>(
          `INSERT INTO photos (path, content_hash, file_name, source, width, height)
           VALUES ($1, $2, $3, 'folder', $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
          [photoPath, contentHash, file.split('/').pop() ?? file, photo.width, photo.height],
        );
        added += rows.length;
      }
      await manager.query('INSERT INTO photo_folder_imports (path) VALUES ($1) ON CONFLICT DO NOTHING', [photoPath]);
    });
  }
  return added;
}
