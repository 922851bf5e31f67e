import { describe, expect, it } from '@jest/globals';
import {
  availablePhotos,
  canMoveDown,
  canMoveUp,
  photoManifestReducer,
  type ManifestDraft,
} from './photo-manifest-rules';

const A = '/photos/a.jpg';
const B = '/photos/b.jpg';
const C = '/photos/c.jpg';
const D = '/photos/d.jpg';
const empty: ManifestDraft = { hero: '', curated: [], excluded: [] };

describe('photoManifestReducer', () => {
  it('adding to curated removes the photo from excluded and makes the first curated photo the hero when none is set', () => {
    const next = photoManifestReducer({ hero: '', curated: [], excluded: [A, B] }, { type: 'add', photo: A });
    expect(next).toEqual({ hero: A, curated: [A], excluded: [B] });
    expect(photoManifestReducer(next, { type: 'add', photo: C })).toEqual({ hero: A, curated: [A, C], excluded: [B] });
  });

  it('keeps an existing hero when adding', () => {
    expect(photoManifestReducer({ hero: B, curated: [B], excluded: [] }, { type: 'add', photo: A })).toEqual({
      hero: B,
      curated: [B, A],
      excluded: [],
    });
  });

  it('removing a curated photo makes it available; removing the hero picks the first remaining curated photo', () => {
    const draft: ManifestDraft = { hero: B, curated: [A, B, C], excluded: [] };
    const next = photoManifestReducer(draft, { type: 'remove', photo: B });
    expect(next).toEqual({ hero: A, curated: [A, C], excluded: [] });
    expect(availablePhotos([A, B, C, D], next)).toEqual([B, D]);
    expect(photoManifestReducer(draft, { type: 'remove', photo: C }).hero).toBe(B);
  });

  it('removing the last curated hero leaves no hero', () => {
    expect(photoManifestReducer({ hero: A, curated: [A], excluded: [] }, { type: 'remove', photo: A })).toEqual(empty);
  });

  it('reorders within bounds only', () => {
    const draft: ManifestDraft = { hero: A, curated: [A, B, C], excluded: [] };
    expect(photoManifestReducer(draft, { type: 'up', photo: B }).curated).toEqual([B, A, C]);
    expect(photoManifestReducer(draft, { type: 'down', photo: B }).curated).toEqual([A, C, B]);
    expect(photoManifestReducer(draft, { type: 'up', photo: A })).toBe(draft);
    expect(photoManifestReducer(draft, { type: 'down', photo: C })).toBe(draft);
    expect(canMoveUp(draft, A)).toBe(false);
    expect(canMoveDown(draft, C)).toBe(false);
    expect(canMoveUp(draft, C)).toBe(true);
  });

  it('reordering with no hero makes the first curated photo the hero', () => {
    expect(photoManifestReducer({ hero: '', curated: [A, B], excluded: [] }, { type: 'down', photo: A })).toEqual({
      hero: B,
      curated: [B, A],
      excluded: [],
    });
  });

  it('sets the hero only to a curated photo', () => {
    const draft: ManifestDraft = { hero: A, curated: [A, B], excluded: [] };
    expect(photoManifestReducer(draft, { type: 'setHero', photo: B }).hero).toBe(B);
    expect(photoManifestReducer(draft, { type: 'setHero', photo: C })).toBe(draft);
  });

  it('excluding takes a photo out of curated (hero rule holds) and restoring makes it available', () => {
    const draft: ManifestDraft = { hero: A, curated: [A, B], excluded: [] };
    const next = photoManifestReducer(draft, { type: 'exclude', photo: A });
    expect(next).toEqual({ hero: B, curated: [B], excluded: [A] });
    expect(photoManifestReducer(next, { type: 'restore', photo: A }).excluded).toEqual([]);
    expect(photoManifestReducer({ ...empty }, { type: 'exclude', photo: D })).toEqual({
      hero: '',
      curated: [],
      excluded: [D],
    });
  });

  it('a dragged photo takes its new place, the others shift; the hero stays the hero', () => {
    const draft: ManifestDraft = { hero: B, curated: [A, B, C], excluded: [] };
    expect(photoManifestReducer(draft, { type: 'moveTo', photo: C, index: 0 }).curated).toEqual([C, A, B]);
    expect(photoManifestReducer(draft, { type: 'moveTo', photo: A, index: 2 })).toEqual({
      hero: B,
      curated: [B, C, A],
      excluded: [],
    });
    expect(photoManifestReducer(draft, { type: 'moveTo', photo: A, index: 5 })).toBe(draft);
    expect(photoManifestReducer(draft, { type: 'moveTo', photo: D, index: 0 })).toBe(draft);
  });
});
