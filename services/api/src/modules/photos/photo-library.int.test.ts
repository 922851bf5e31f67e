import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import sharp from 'sharp';
import { type LibraryPhoto, photoUploadMessages } from '@lakehouse/contracts';
import { type AppConfig, loadConfig, repoRoot } from '@lakehouse/server-kit';
import { type TestDatabase, decompressionBombPng, exifHasGps, testPhoto, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';

const ADMIN_CODE = 'TEST-ADMIN-CODE';

describe('the photo library: uploads, bad files, captions, deletion (real Postgres, in-process jobs)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let config: AppConfig;
  let workDir: string;
  const storeDir = () => path.join(workDir, 'data', 'photo-store');

  const api = () => request(app.getHttpServer());
  const upload = (bytes: Buffer, name: string) =>
    api()
      .post('/api/photos')
      .set('X-Access-Code', ADMIN_CODE)
      .set('Content-Type', 'application/octet-stream')
      .set('X-File-Name', encodeURIComponent(name))
      .send(bytes);
  const library = async () => (await api().get('/api/photos').set('X-Access-Code', ADMIN_CODE).expect(200)).body as LibraryPhoto[];
  const ready = (id: string) =>
    waitFor(`the variants of ${id}`, async () => {
      const photo = (await library()).find((p) => p.id === id);
      return photo?.variantsReady === 3 ? photo : undefined;
    });
  /** Every file in the store under photos/u/ and photos/variants/u/ (the uploads). */
  const storedUploads = async () =>
    (await readdir(path.join(storeDir(), 'photos'), { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /^(variants\/)?u\/.+\./.test(file))
      .sort();

  beforeAll(async () => {
    workDir = path.join(repoRoot, '.data', `test-photo-library-${randomBytes(5).toString('hex')}`);
    config = loadConfig({
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      PHOTOS_DIR: path.join(workDir, 'no-photo-folder'),
      DATA_DIR: path.join(workDir, 'data'),
      ADMIN_CODE,
      APP_SECRET: 'x'.repeat(32),
      CODE_HASH_SECRET: 'y'.repeat(32),
      METRICS_PORT: '0',
    });
    ({ app, database } = await startTestApi({ config }));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  let portrait: LibraryPhoto;

  it('refuses an upload without the admin code', async () => {
    await api()
      .post('/api/photos')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from('x'))
      .expect(401, { statusCode: 401, message: 'Invalid access code' });
  });

  it("keeps a phone's portrait photo upright, without its GPS block, under a content-hashed name, and makes its three sizes", async () => {
    const phone = await testPhoto({ width: 1200, height: 1600, orientation: 6, withGps: true });
    const { body } = await upload(phone, 'IMG_0042.JPG').expect(201);
    portrait = body as LibraryPhoto;
    expect(portrait).toMatchObject({ fileName: 'IMG_0042.JPG', width: 1200, height: 1600, caption: '', alt: '', room: '' });
    expect(portrait.path).toMatch(/^\/photos\/u\/[0-9a-f]{32}\.jpg$/);
    await ready(portrait.id);

    const variant = await api().get(portrait.path.replace('/photos/u/', '/photos/variants/u/').replace('.jpg', '-960.webp')).expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(variant.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.exif, exifHasGps(meta.exif)]).toEqual([960, 1280, undefined, false]);
    const original = await api().get(portrait.path).expect(200);
    expect((await sharp(original.body as Buffer).metadata()).exif).toBeUndefined();
    expect((await api().get('/api/property').expect(200)).body.images).toContain(portrait.path);
  });

  it('refuses a text file renamed .jpg', async () => {
    const { body } = await upload(Buffer.from('Dear guests, the wifi password is on the fridge.\n'), 'wifi.jpg').expect(422);
    expect(body.message).toBe(photoUploadMessages.notAnImage);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await testPhoto({ width: 1000, height: 800, fill: 'noise' });
    const { body } = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut-off.jpg').expect(422);
    expect(body.message).toBe(photoUploadMessages.damaged);
  });

  it('refuses a 30 MB file', async () => {
    const { body } = await upload(Buffer.alloc(30 * 1024 * 1024, 1), 'huge.jpg').expect(413);
    expect(body.message).toBe(photoUploadMessages.tooLarge(30 * 1024 * 1024));
    expect(body.message).toBe('This file is 30.0 MB: a photo can be at most 25 MB. Export it smaller and try again.');
  });

  it('refuses a 20,000 × 20,000 image (a decompression bomb) without decoding it', async () => {
    const { body } = await upload(decompressionBombPng(), 'bomb.png').expect(422);
    expect(body.message).toBe('This image is 20,000 × 20,000 pixels: a photo can be at most 50 megapixels.');
  });

  it('takes a file name with spaces and unicode, shows it as it was, and serves the photo under a plain address', async () => {
    const photo = await testPhoto({ width: 800, height: 600, fill: { r: 30, g: 120, b: 60 } });
    const { body } = await upload(photo, 'Vue du lac – été 2026 🌅.jpg').expect(201);
    expect((body as LibraryPhoto).fileName).toBe('Vue du lac – été 2026 🌅.jpg');
    expect((body as LibraryPhoto).path).toMatch(/^\/photos\/u\/[0-9a-f]{32}\.jpg$/);
    await ready((body as LibraryPhoto).id);
  });

  it('refuses the same photo twice, naming the first upload', async () => {
    const again = await testPhoto({ width: 1200, height: 1600, orientation: 6, withGps: true });
    const { body } = await upload(again, 'copy of IMG_0042.JPG').expect(409);
    expect(body.message).toBe('This photo is already in your photos (uploaded as "IMG_0042.JPG").');
  });

  it('leaves nothing behind from the refused files', async () => {
    expect(await library()).toHaveLength(2);
    // Two photos: one kept original and three variants each.
    expect(await storedUploads()).toHaveLength(8);
  });

  it('saves a caption (the alt text follows it) and a room, which the property shows', async () => {
    const { body } = await api()
      .patch(`/api/photos/${portrait.id}`)
      .set('X-Access-Code', ADMIN_CODE)
      .send({ caption: '  The dock at sunset  ', alt: '', room: 'Lake' })
      .expect(200);
    expect(body).toMatchObject({ caption: 'The dock at sunset', alt: '', room: 'Lake' });
    const property = (await api().get('/api/property').expect(200)).body as { photoTexts: Record<string, unknown> };
    expect(property.photoTexts[portrait.path]).toEqual({ caption: 'The dock at sunset', alt: '', room: 'Lake' });

    const bad = await api()
      .patch(`/api/photos/${portrait.id}`)
      .set('X-Access-Code', ADMIN_CODE)
      .send({ caption: 'x'.repeat(201), alt: '', room: 'Attic' })
      .expect(400);
    expect(bad.body.message).toContain('Caption too long');
  });

  it('deletes a photo: its files, its place in the manifest (the hero passes on) and its place on the site', async () => {
    const [, other] = await library();
    const version = ((await api().get('/api/photo-manifest').expect(200)).body as { version: number }).version;
    await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: portrait.path, curated: [portrait.path, other!.path], excluded: [], version })
      .expect(200);

    await api().delete(`/api/photos/${portrait.id}`).set('X-Access-Code', ADMIN_CODE).expect(204);
    expect((await api().get('/api/photo-manifest').expect(200)).body).toMatchObject({ hero: other!.path, curated: [other!.path] });
    expect((await api().get('/api/property').expect(200)).body.images).toEqual([other!.path]);
    await api().get(portrait.path).expect(404);
    expect(await storedUploads()).toHaveLength(4);
    await api().delete(`/api/photos/${portrait.id}`).set('X-Access-Code', ADMIN_CODE).expect(404);
  });
});
