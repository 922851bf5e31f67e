import { describe, expect, it } from '@jest/globals';
import { uploadFileName } from './upload-file-name.js';

describe('uploadFileName', () => {
  it('keeps spaces and any script, as the host named the file', () => {
    expect(uploadFileName(encodeURIComponent('Lake at dusk (2).jpg'))).toBe('Lake at dusk (2).jpg');
    expect(uploadFileName(encodeURIComponent('Séjour – 湖の家 🏡.jpeg'))).toBe('Séjour – 湖の家 🏡.jpeg');
  });

  it('drops folders and control characters, and names a nameless file "photo"', () => {
    expect(uploadFileName(encodeURIComponent('C:\\Users\\me\\den.jpg'))).toBe('den.jpg');
    expect(uploadFileName(encodeURIComponent('../../etc/passwd'))).toBe('passwd');
    expect(uploadFileName(encodeURIComponent('bad\u0000name\u202e.jpg'))).toBe('badname.jpg');
    expect(uploadFileName(undefined)).toBe('photo');
    expect(uploadFileName('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
