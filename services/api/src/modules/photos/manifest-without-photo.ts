interface ManifestChoice {
  hero: string | null;
  curated: readonly string[];
  excluded: readonly string[];
}

/**
 * The manifest once a photo is gone, by the spec's rule for removing a curated photo: a hero passes to the first
 * remaining curated photo (or none). Undefined when the manifest does not name the photo.
 */
export function manifestWithoutPhoto(manifest: ManifestChoice, photo: string): ManifestChoice | undefined {
  if (manifest.hero !== photo && !manifest.curated.includes(photo) && !manifest.excluded.includes(photo)) return undefined;
  const curated = manifest.curated.filter((path) => path !== photo);
  return {
    hero: manifest.hero === photo ? (curated[0] ?? null) : manifest.hero,
    curated,
    excluded: manifest.excluded.filter((path) => path !== photo),
  };
}
