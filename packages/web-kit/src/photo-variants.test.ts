import { describe, expect, it } from '@jest/globals';
import { photoVariantPath, photoVariantWidths } from '@lakehouse/contracts';
import { PHOTO_VARIANT_WIDTHS, photoVariantUrl } from './photo-variants.js';

describe('photo variants in the browser', () => {
  it('has the widths the images job builds', () => {
    expect(PHOTO_VARIANT_WIDTHS).toEqual(photoVariantWidths);
  });

  it('names each variant as the contracts do', () => {
    for (const photo of [
      '/photos/den.jpg',
      '/photos/rooms/lake.view.JPEG',
      '/photos/dock/2024/sunset.png',
      '/photos/no-extension',
    ]) {
      for (const width of photoVariantWidths)
        expect(photoVariantUrl(photo, width)).toBe(photoVariantPath(photo, width));
    }
  });
});
