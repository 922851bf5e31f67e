import type { EntityManager } from 'typeorm';

/**
 * The property's image list is the photos whose three variants exist, oldest first (the manifest's order is applied
 * when it is read). Every write to the photo library that changes which photos those are ends with this, in its
 * own transaction, so the list and the library never disagree after a commit.
 */
export async function syncPropertyImages(manager: EntityManager): Promise<void> {
  await manager.query(`
    UPDATE properties
       SET images = (SELECT coalesce(jsonb_agg(path ORDER BY created_at, path), '[]'::jsonb) FROM photos WHERE variants_ready = 3)
     WHERE slug = 'lake-house'`);
}
