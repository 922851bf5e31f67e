import { describe, expect, it } from '@jest/globals';
import type { LibraryPhoto } from '@lakehouse/contracts';
import { refusalMessage, rowProgress, rowStatus, rowWithPhoto, type UploadRow } from './upload-rows';

const row: UploadRow = { key: 'k', fileName: 'dock.jpg', size: 1000, state: 'sending', sent: 0.5 };
const photo = (variantsReady: number): LibraryPhoto => ({
  id: '0b3f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  path: '/photos/u/abc.jpg',
  fileName: 'dock.jpg',
  caption: '',
  alt: '',
  room: '',
  width: 10,
  height: 10,
  variantsReady,
});

describe('upload rows', () => {
  it('says a 30 MB file is too large before sending it, with its size and the limit', () => {
    expect(refusalMessage(['file-too-large'], 30 * 1024 * 1024)).toBe(
      'This file is 30.0 MB: a photo can be at most 25 MB. Export it smaller and try again.',
    );
  });

  it('says a file of another kind is not a photo that can be read', () => {
    expect(refusalMessage(['file-invalid-type'], 10)).toBe(
      'This file is not a photo that can be read. Upload a JPEG, PNG or WebP image.',
    );
  });

  it('shows the bytes sent, then the sizes made by the job', () => {
    expect([rowStatus(row), rowProgress(row)]).toEqual(['Uploading: 50%', 50]);
    const sizing = rowWithPhoto(row, photo(1));
    expect([sizing.state, rowStatus(sizing), Math.round(rowProgress(sizing)!)]).toEqual([
      'sizing',
      'Making the sizes for the site: 1 of 3',
      33,
    ]);
    expect(rowWithPhoto(row, photo(3)).state).toBe('ready');
  });
});
