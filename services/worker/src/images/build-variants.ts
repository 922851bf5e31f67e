import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_URL_PREFIX, PHOTO_VARIANTS_PREFIX, photoVariantPath, photoVariantWidths } from '@lakehouse/contracts';
import type { PhotoStorage } from './photo-storage.js';

export interface VariantReport {
  built: number;
  upToDate: number;
  removed: number;
  failed: { photo: string; error: string }[];
}

/** `rooms/den.jpg` at 480 → `<variantsDir>/rooms/den-480.webp` (the file behind `/photos/variants/rooms/den-480.webp`). */
function variantFile(variantsDir: string, relativePhoto: string, width: (typeof photoVariantWidths)[number]): string {
  const urlPath = photoVariantPath(`${PHOTO_URL_PREFIX}${relativePhoto}`, width);
  return path.join(variantsDir, ...urlPath.slice(PHOTO_VARIANTS_PREFIX.length).split('/'));
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Makes a WebP variant at each width for every photo, skipping those newer than their original; a photo
 * narrower than a width is not enlarged (its variant keeps the photo's width). Files are written under a
 * temporary name and renamed, so a reader never sees half a file. Variants whose original is gone are removed.
 */
export async function buildVariants(storage: PhotoStorage, photos: string[]): Promise<VariantReport> {
  // Loaded on first use: the API imports this package for its embedded mode, and libvips costs ~6 MB resident
  // in a process (the API beside a worker) that never makes a variant.
  const { default: sharp } = await import('sharp');
  const report: VariantReport = { built: 0, upToDate: 0, removed: 0, failed: [] };
  const expected = new Set<string>();
  for (const photo of photos) {
    const original = path.join(storage.photosDir, ...photo.split('/'));
    const originalMtime = await mtimeOf(original);
    for (const width of photoVariantWidths) {
      const target = variantFile(storage.variantsDir, photo, width);
      expected.add(target);
      if (originalMtime === undefined) continue;
      const variantMtime = await mtimeOf(target);
      if (variantMtime !== undefined && variantMtime >= originalMtime) {
        report.upToDate += 1;
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
      );
      try {
        await sharp(original)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toFile(temporary);
        await rename(temporary, target);
        report.built += 1;
      } catch (error) {
        await rm(temporary, { force: true });
        report.failed.push({ photo, error: error instanceof Error ? error.message : String(error) });
        break;
      }
    }
  }
  report.removed = await removeOrphans(storage.variantsDir, expected);
  return report;
}

async function removeOrphans(variantsDir: string, expected: Set<string>): Promise<number> {
  let removed = 0;
  async function walk(dir: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile() && !entry.name.startsWith('.') && entry.name.endsWith('.webp') && !expected.has(file)) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  await walk(variantsDir);
  return removed;
}
