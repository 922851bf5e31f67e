import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { photoUploadMessages } from '@lakehouse/contracts';
import { decompressionBombPng, exifHasGps, testPhoto } from '../testing/photo-fixtures.js';
import { photoVariant, readPhoto } from './read-photo.js';

const refusal = (bytes: Buffer) =>
  readPhoto(bytes).then(
    () => 'accepted',
    (error: unknown) => (error as Error).message,
  );

/** The colour of the pixel at (x, y) as r,g,b. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('readPhoto', () => {
  it('turns a phone photo upright by its EXIF orientation and drops its metadata, GPS included', async () => {
    const phone = await testPhoto({ width: 300, height: 400, orientation: 6, withGps: true });
    const stored = await sharp(phone).metadata();
    expect([stored.width, stored.height, stored.orientation, exifHasGps(stored.exif)]).toEqual([400, 300, 6, true]);

    const photo = await readPhoto(phone);
    expect([photo.format, photo.extension, photo.width, photo.height]).toEqual(['jpeg', 'jpg', 300, 400]);
    const kept = await sharp(photo.data).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    // Upright: the coloured half is at the top.
    expect((await pixel(photo.data, 150, 20))[0]).toBeGreaterThan(150);
    expect((await pixel(photo.data, 150, 20))[1]).toBeLessThan(100);
    expect((await pixel(photo.data, 150, 380))[1]).toBeGreaterThan(200);
  });

  it('refuses a text file named like a photo', async () => {
    expect(await refusal(Buffer.from('Shopping list: milk, eggs, bread\n'.repeat(20)))).toBe(
      photoUploadMessages.notAnImage,
    );
  });

  it('refuses a JPEG that ends early', async () => {
    const whole = await testPhoto({ width: 800, height: 600, fill: 'noise' });
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe(photoUploadMessages.damaged);
  });

  it('refuses a 20,000 × 20,000 image from its header, before decoding it', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    expect(await refusal(bomb)).toBe(photoUploadMessages.tooManyPixels(20_000, 20_000));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses 60 megapixels (sharp never decodes more than a 48-megapixel phone photo), from the header', async () => {
    expect(await refusal(decompressionBombPng(7746))).toBe(photoUploadMessages.tooManyPixels(7746, 7746));
  });

  it('refuses a HEIC photo with the way to send it as JPEG', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await refusal(heic)).toBe(photoUploadMessages.heic);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe(photoUploadMessages.empty);
  });

  it('keeps PNG and WebP in their format', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await readPhoto(png)).extension).toBe('png');
    expect((await readPhoto(webp)).extension).toBe('webp');
  });
});

describe('photoVariant', () => {
  it('makes a WebP of the width asked, never wider than the photo', async () => {
    const photo = (await readPhoto(await testPhoto({ width: 1200, height: 800 }))).data;
    const small = await sharp(await photoVariant(photo, 480)).metadata();
    const large = await sharp(await photoVariant(photo, 1600)).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 320]);
    expect(large.width).toBe(1200);
  });
});
