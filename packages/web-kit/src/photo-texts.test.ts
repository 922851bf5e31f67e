import { describe, expect, it } from '@jest/globals';
import { photoDescriber, photosByRoom } from './photo-texts.js';

const words = {
  '/photos/a.jpg': { caption: 'The dock at sunset', alt: '', room: 'Lake' },
  '/photos/b.jpg': { caption: 'Den', alt: 'A pellet stove beside a sofa', room: '' },
};

describe('photoDescriber', () => {
  const images = ['/photos/a.jpg', '/photos/b.jpg', '/photos/c.jpg'];
  const { altText, caption } = photoDescriber(images, words);

  it("reads out the alt text, else the caption, else 'Property image N'", () => {
    expect([altText(1), altText(2), altText(3)]).toEqual([
      'The dock at sunset',
      'A pellet stove beside a sofa',
      'Property image 3',
    ]);
  });

  it('captions only the photos the host captioned', () => {
    expect([caption(1), caption(2), caption(3)]).toEqual(['The dock at sunset', 'Den', undefined]);
  });
});

describe('photosByRoom', () => {
  it('keeps one untitled group when no photo has a room', () => {
    expect(photosByRoom(['/photos/x.jpg', '/photos/y.jpg'])).toEqual([
      { room: undefined, images: ['/photos/x.jpg', '/photos/y.jpg'] },
    ]);
  });

  it("groups by room in the host's order, the photos without one last", () => {
    const rooms = {
      '/photos/1.jpg': { caption: '', alt: '', room: 'Kitchen & dining' },
      '/photos/3.jpg': { caption: '', alt: '', room: 'Lake' },
      '/photos/4.jpg': { caption: '', alt: '', room: 'Kitchen & dining' },
    };
    expect(photosByRoom(['/photos/1.jpg', '/photos/2.jpg', '/photos/3.jpg', '/photos/4.jpg'], rooms)).toEqual([
      { room: 'Kitchen & dining', images: ['/photos/1.jpg', '/photos/4.jpg'] },
      { room: 'Lake', images: ['/photos/3.jpg'] },
      { room: 'More photos', images: ['/photos/2.jpg'] },
    ]);
  });
});
