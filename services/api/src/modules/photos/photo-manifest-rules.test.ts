import { describe, expect, it } from '@jest/globals';
import { photoManifestUpdateSchema } from '@lakehouse/contracts';
import { unknownPhotoProblems } from './photo-manifest-rules.js';

const valid = {
  hero: '/photos/lake.jpg',
  curated: ['/photos/lake.jpg', '/photos/kitchen.jpg'],
  excluded: ['/photos/deck.jpg'],
  version: 3,
};

function problems(body: unknown): string[] {
  const result = photoManifestUpdateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('photo manifest rules (contract schema)', () => {
  it('accepts a consistent manifest', () => {
    expect(photoManifestUpdateSchema.parse(valid)).toEqual(valid);
  });

  it("reads a null or missing hero as '' (no hero), and '' is allowed with any curated list", () => {
    expect(photoManifestUpdateSchema.parse({ ...valid, hero: null }).hero).toBe('');
    const { hero: _hero, ...withoutHero } = valid;
    expect(photoManifestUpdateSchema.parse(withoutHero).hero).toBe('');
    expect(photoManifestUpdateSchema.parse({ hero: '', curated: [], excluded: [], version: 0 }).hero).toBe('');
  });

  it('requires the hero to be one of the curated photos', () => {
    expect(problems({ ...valid, hero: '/photos/bedroom.jpg' })).toEqual([
      'The hero photo /photos/bedroom.jpg must be one of the curated photos',
    ]);
  });

  it('rejects a photo both curated and excluded', () => {
    expect(problems({ ...valid, excluded: ['/photos/kitchen.jpg'] })).toEqual([
      '/photos/kitchen.jpg cannot be both curated and excluded',
    ]);
  });

  it('rejects duplicates in either list', () => {
    expect(problems({ ...valid, curated: [...valid.curated, '/photos/kitchen.jpg'] })).toEqual([
      '/photos/kitchen.jpg is listed twice in curated',
    ]);
    expect(problems({ ...valid, excluded: ['/photos/deck.jpg', '/photos/deck.jpg'] })).toEqual([
      '/photos/deck.jpg is listed twice in excluded',
    ]);
  });

  it('rejects paths that are not photo paths, and a missing or negative version', () => {
    expect(problems({ ...valid, excluded: ['../etc/passwd'] })).toEqual([
      '"../etc/passwd" is not a photo path (it must start with /photos/)',
    ]);
    expect(problems({ ...valid, excluded: ['/photos/../secret.jpg'] })).toHaveLength(1);
    expect(problems({ ...valid, version: -1 })).toEqual(['version must be 0 or more']);
    expect(problems({ ...valid, version: 1.5 })).toEqual(['version must be a whole number']);
    const { version: _version, ...noVersion } = valid;
    expect(problems(noVersion)).toHaveLength(1);
  });
});

describe('unknownPhotoProblems', () => {
  const stored = ['/photos/lake.jpg', '/photos/kitchen.jpg', '/photos/deck.jpg'];

  it('passes when every path is a stored photo', () => {
    expect(unknownPhotoProblems(valid, stored)).toEqual([]);
  });

  it('names each unknown path once, from hero, curated and excluded', () => {
    expect(
      unknownPhotoProblems(
        { hero: '/photos/nope.jpg', curated: ['/photos/nope.jpg', '/photos/lake.jpg'], excluded: ['/photos/gone.jpg'] },
        stored,
      ),
    ).toEqual(["/photos/nope.jpg is not one of the property's photos", "/photos/gone.jpg is not one of the property's photos"]);
  });
});
