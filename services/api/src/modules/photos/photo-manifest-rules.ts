import type { PhotoManifestUpdate } from '@lakehouse/contracts';

/**
 * The rule the contract's schema cannot check: every path in hero, curated and excluded must name one of
 * the property's stored photos. Returns one readable problem per unknown path (empty when all are known).
 */
export function unknownPhotoProblems(update: Pick<PhotoManifestUpdate, 'hero' | 'curated' | 'excluded'>, storedImages: readonly string[]): string[] {
  const stored = new Set(storedImages);
  const named = [...(update.hero ? [update.hero] : []), ...update.curated, ...update.excluded];
  const unknown = [...new Set(named.filter((photo) => !stored.has(photo)))];
  return unknown.map((photo) => `${photo} is not one of the property's photos`);
}
