/**
 * The photo admin's rules (spec section 4), as a pure reducer over the editable part of the manifest.
 * A photo is curated (ordered), excluded, or available (everything else the property has).
 */
export interface ManifestDraft {
  hero: string;
  curated: string[];
  excluded: string[];
}

export type PhotoAction =
  | { type: 'add'; photo: string }
  | { type: 'exclude'; photo: string }
  | { type: 'restore'; photo: string }
  | { type: 'remove'; photo: string }
  | { type: 'up'; photo: string }
  | { type: 'down'; photo: string }
  /** A curated photo dragged to another place in the order. */
  | { type: 'moveTo'; photo: string; index: number }
  | { type: 'setHero'; photo: string }
  | { type: 'reset'; draft: ManifestDraft };

/** With no hero set, the first curated photo (if any) becomes the hero. */
function withDefaultHero(draft: ManifestDraft): ManifestDraft {
  if (draft.hero === '' && draft.curated.length > 0) return { ...draft, hero: draft.curated[0]! };
  return draft;
}

/** Removing a curated photo: the hero falls back to the first remaining curated photo, or ''. */
function withoutCurated(draft: ManifestDraft, photo: string): ManifestDraft {
  const curated = draft.curated.filter((p) => p !== photo);
  const hero = draft.hero === photo ? (curated[0] ?? '') : draft.hero;
  return { ...draft, curated, hero };
}

function move(draft: ManifestDraft, photo: string, delta: -1 | 1): ManifestDraft {
  const index = draft.curated.indexOf(photo);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= draft.curated.length) return draft;
  const curated = [...draft.curated];
  [curated[index], curated[target]] = [curated[target]!, curated[index]!];
  return withDefaultHero({ ...draft, curated });
}

function moveTo(draft: ManifestDraft, photo: string, index: number): ManifestDraft {
  const from = draft.curated.indexOf(photo);
  if (from < 0 || index < 0 || index >= draft.curated.length || index === from) return draft;
  const curated = draft.curated.filter((p) => p !== photo);
  curated.splice(index, 0, photo);
  return withDefaultHero({ ...draft, curated });
}

export function photoManifestReducer(draft: ManifestDraft, action: PhotoAction): ManifestDraft {
  switch (action.type) {
    case 'add': {
      if (draft.curated.includes(action.photo)) return withDefaultHero(draft);
      return withDefaultHero({
        ...draft,
        curated: [...draft.curated, action.photo],
        excluded: draft.excluded.filter((p) => p !== action.photo),
      });
    }
    case 'exclude': {
      const base = withoutCurated(draft, action.photo);
      if (base.excluded.includes(action.photo)) return base;
      return { ...base, excluded: [...base.excluded, action.photo] };
    }
    case 'restore':
      return { ...draft, excluded: draft.excluded.filter((p) => p !== action.photo) };
    case 'remove':
      return draft.curated.includes(action.photo) ? withoutCurated(draft, action.photo) : draft;
    case 'up':
      return move(draft, action.photo, -1);
    case 'down':
      return move(draft, action.photo, 1);
    case 'moveTo':
      return moveTo(draft, action.photo, action.index);
    case 'setHero':
      return draft.curated.includes(action.photo) ? { ...draft, hero: action.photo } : draft;
    case 'reset':
      return action.draft;
  }
}

/** Photos neither curated nor excluded, in the order the property lists them. */
export function availablePhotos(all: readonly string[], draft: ManifestDraft): string[] {
  const taken = new Set([...draft.curated, ...draft.excluded]);
  return [...new Set(all)].filter((p) => !taken.has(p));
}

export function canMoveUp(draft: ManifestDraft, photo: string): boolean {
  return draft.curated.indexOf(photo) > 0;
}

export function canMoveDown(draft: ManifestDraft, photo: string): boolean {
  const index = draft.curated.indexOf(photo);
  return index >= 0 && index < draft.curated.length - 1;
}

export function sameDraft(a: ManifestDraft, b: ManifestDraft): boolean {
  return (
    a.hero === b.hero &&
    a.curated.join('\n') === b.curated.join('\n') &&
    [...a.excluded].sort().join('\n') === [...b.excluded].sort().join('\n')
  );
}
