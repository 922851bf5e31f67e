import type { PhotoManifest } from '@lakehouse/contracts';

interface ManifestRow {
  hero: string | null;
  curated: string[];
  excluded: string[];
  version: number;
}

/** The stored row as the API shows it: no hero is ''. */
export function photoManifestView(row: ManifestRow): PhotoManifest {
  return { hero: row.hero ?? '', curated: row.curated, excluded: row.excluded, version: row.version };
}
