import { describe, expect, it } from '@jest/globals';
import { orderPropertyImages } from './order-property-images.js';

const images = [
  '/photos/bedroom.jpg',
  '/photos/branding/logo.png',
  '/photos/deck.jpg',
  '/photos/kitchen.jpg',
  '/photos/lake.jpg',
  '/photos/rooms/den.jpg',
];

describe('orderPropertyImages', () => {
  it('without a manifest shows every photo in stored order, leaving out branding files', () => {
    expect(orderPropertyImages(images, { hero: '', curated: [], excluded: [] })).toEqual([
      '/photos/bedroom.jpg',
      '/photos/deck.jpg',
      '/photos/kitchen.jpg',
      '/photos/lake.jpg',
      '/photos/rooms/den.jpg',
    ]);
  });

  it('puts the hero first, then the curated photos in their order, then the rest not excluded', () => {
    const ordered = orderPropertyImages(images, {
      hero: '/photos/lake.jpg',
      curated: ['/photos/kitchen.jpg', '/photos/lake.jpg', '/photos/rooms/den.jpg'],
      excluded: ['/photos/deck.jpg'],
    });
    expect(ordered).toEqual(['/photos/lake.jpg', '/photos/kitchen.jpg', '/photos/rooms/den.jpg', '/photos/bedroom.jpg']);
  });

  it('treats a null hero like no hero', () => {
    expect(orderPropertyImages(images, { hero: null, curated: ['/photos/deck.jpg'], excluded: [] })[0]).toBe('/photos/deck.jpg');
  });

  it('skips manifest entries whose photo is no longer stored', () => {
    const ordered = orderPropertyImages(['/photos/a.jpg', '/photos/b.jpg'], {
      hero: '/photos/gone.jpg',
      curated: ['/photos/gone.jpg', '/photos/b.jpg'],
      excluded: ['/photos/also-gone.jpg'],
    });
    expect(ordered).toEqual(['/photos/b.jpg', '/photos/a.jpg']);
  });

  it('shows a branding file only when the host curated it', () => {
    const ordered = orderPropertyImages(images, { hero: '', curated: ['/photos/branding/logo.png'], excluded: [] });
    expect(ordered[0]).toBe('/photos/branding/logo.png');
    expect(ordered.filter((photo) => photo.includes('branding'))).toHaveLength(1);
  });

  it('gives nothing for no photos', () => {
    expect(orderPropertyImages([], { hero: '', curated: [], excluded: [] })).toEqual([]);
  });
});
