import { DataSource } from 'typeorm';
import { photoVariantWidths } from '@lakehouse/contracts';
import { PhotoEntity, type PhotoStore, photoFileKeys, photoVariant, syncPropertyImages } from '@lakehouse/server-kit';

/**
 * Makes the photo's missing WebP variants, smallest first, recording each as it is stored (the admin page shows
 * the count, and the photo as soon as the first exists); once all three exist the photo joins the property's images.
 * Idempotent: a variant already stored is kept. A photo deleted meanwhile loses what was made for it.
 */
export async function finishPhotoVariants(dataSource: DataSource, store: PhotoStore, photoId: string): Promise<void> {
  const photo = await dataSource.getRepository(PhotoEntity).findOneBy({ id: photoId });
  if (!photo) return;
  const keys = photoFileKeys(photo.path);
  let original: Buffer | undefined;
  for (const [index, width] of photoVariantWidths.entries()) {
    const key = keys.variants[index]!;
    if (!(await store.has(key))) {
      original ??= (await store.get(keys.original))?.body;
      if (!original) throw new Error(`the original of ${photo.path} is missing from ${store.description}`);
      await store.put(key, await photoVariant(original, width), 'image/webp');
    }
    await dataSource.query('UPDATE photos SET variants_ready = GREATEST(variants_ready, $2) WHERE id = $1', [
      photoId,
      index + 1,
    ]);
  }
  const stillThere = await dataSource.transaction(async (manager) => {
    const [rows] = await manager.query<[unknown[], number]>(
      'UPDATE photos SET variants_ready = 3 WHERE id = $1 RETURNING id',
      [photoId],
    );
    if (rows.length > 0) await syncPropertyImages(manager);
    return rows.length > 0;
  });
  if (!stillThere) await store.delete([keys.original, ...keys.variants]);
}
