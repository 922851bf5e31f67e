import { describe, expect, it } from '@jest/globals';
import { manifestWithoutPhoto } from './manifest-without-photo.js';

describe('manifestWithoutPhoto', () => {
  const manifest = { hero: '/photos/a.jpg', curated: ['/photos/a.jpg', '/photos/b.jpg'], excluded: ['/photos/x.jpg'] };

  it('passes the hero to the first remaining curated photo', () => {
    expect(manifestWithoutPhoto(manifest, '/photos/a.jpg')).toEqual({
      hero: '/photos/b.jpg',
      curated: ['/photos/b.jpg'],
      excluded: ['/photos/x.jpg'],
    });
  });

  it('leaves no hero when the last curated photo goes', () => {
    expect(manifestWithoutPhoto({ hero: '/photos/a.jpg', curated: ['/photos/a.jpg'], excluded: [] }, '/photos/a.jpg')).toEqual({
      hero: null,
      curated: [],
      excluded: [],
    });
  });

  it('drops an excluded photo, and changes nothing for a photo the manifest does not name', () => {
    expect(manifestWithoutPhoto(manifest, '/photos/x.jpg')?.excluded).toEqual([]);
    expect(manifestWithoutPhoto(manifest, '/photos/other.jpg')).toBeUndefined();
  });
});
