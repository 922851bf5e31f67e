import { readdir } from 'node:fs/promises';
import path from 'node:path';

const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff']);

/**
 * Every image file under the photo folder, as paths relative to it with forward slashes, sorted.
 * Hidden files and folders are skipped, and so is a top-level `variants/` folder (that URL belongs to the variants).
 */
export async function scanPhotos(photosDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relativeDir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(path.join(photosDir, relativeDir), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relativeDir === '') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relative === 'variants') continue;
        await walk(relative);
      } else if (entry.isFile() && imageExtensions.has(path.extname(entry.name).toLowerCase())) {
        found.push(relative);
      }
    }
  }
  await walk('');
  return found.sort();
}
