import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import sharp from 'sharp';
import { photoVariantWidths } from '@lakehouse/contracts';
import { type AppConfig, loadConfig, repoRoot } from '@lakehouse/server-kit';
import { type TestDatabase, waitFor } from '@lakehouse/server-kit/testing';
import { RefreshPropertyImagesProcessor } from '../../../../worker/src/images/refresh-property-images.processor.js';
import { startApiOn, startTestApi } from '../../testing/test-api.js';

const ADMIN_CODE = 'TEST-ADMIN-CODE';
const STALE = 'The photos were changed elsewhere; reload and try again.';

async function image(file: string, width: number, height: number, format: 'jpeg' | 'png'): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const pixels = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } });
  await writeFile(file, await (format === 'jpeg' ? pixels.jpeg({ quality: 60 }) : pixels.png()).toBuffer());
}

describe('photos: the folder import, variants, manifest and ordering (real Postgres, in-process queue)', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let config: AppConfig;
  let workDir: string;

  const api = () => request(app.getHttpServer());
  const images = async (): Promise<string[]> => (await api().get('/api/property').expect(200)).body.images as string[];
  const manifest = async () => (await api().get('/api/photo-manifest').expect(200)).body as { version: number };

  beforeAll(async () => {
    workDir = path.join(repoRoot, '.data', `test-photos-${randomBytes(5).toString('hex')}`);
    const photosDir = path.join(workDir, 'photos');
    await image(path.join(photosDir, 'lake.jpg'), 2000, 1200, 'jpeg');
    await image(path.join(photosDir, 'rooms', 'den.png'), 700, 400, 'png');
    await image(path.join(photosDir, 'branding', 'logo.png'), 300, 90, 'png');
    await writeFile(path.join(photosDir, 'notes.txt'), 'not a photo');
    config = loadConfig({
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      PHOTOS_DIR: photosDir,
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

  it('imports the photo folder at start-up when the property has no images', async () => {
    const found = await waitFor('the start-up scan', async () => {
      const list = await images();
      return list.length === 2 ? list : undefined;
    });
    // Branding files are stored but never listed; notes.txt is not a photo. Each photo is listed once its variants exist.
    expect(found).toEqual(['/photos/lake.jpg', '/photos/rooms/den.png']);
  });

  it('refuses a refresh without the admin code', async () => {
    await api().post('/api/refresh-images').expect(401, { statusCode: 401, message: 'Invalid access code' });
    await api().post('/api/refresh-images').set('X-Access-Code', 'WRONG-CODE').expect(401, { statusCode: 401, message: 'Invalid access code' });
  });

  it('refresh-images imports new photos and builds WebP variants at 480, 960 and 1600 (never enlarged)', async () => {
    await image(path.join(config.photosDir, 'deck.jpg'), 1800, 1000, 'jpeg');
    const { body } = await api().post('/api/refresh-images').set('X-Access-Code', ADMIN_CODE).expect(202);
    expect(body).toEqual({ message: 'Image refresh started' });
    await waitFor('deck.jpg in the image list', async () => ((await images()).includes('/photos/deck.jpg') ? true : undefined));
    // Photos are listed in the order they came: a later one after the others.
    expect(await images()).toEqual(['/photos/lake.jpg', '/photos/rooms/den.png', '/photos/deck.jpg']);

    expect(config.photoStore).toEqual({ kind: 'folder', dir: path.join(workDir, 'data', 'photo-store') });
    const variants = path.join(workDir, 'data', 'photo-store', 'photos', 'variants');
    const expectations: [string, number[]][] = [
      ['lake', [480, 960, 1600]],
      ['deck', [480, 960, 1600]],
      ['rooms/den', [480, 700, 700]],
      ['branding/logo', [300, 300, 300]],
    ];
    for (const [stem, widths] of expectations) {
      for (const [index, width] of photoVariantWidths.entries()) {
        const meta = await sharp(path.join(variants, `${stem}-${width}.webp`)).metadata();
        expect({ stem, width, format: meta.format, actual: meta.width }).toEqual({ stem, width, format: 'webp', actual: widths[index] });
      }
    }
  });

  it('a second run, even two at once, rebuilds nothing up to date and stores the same list', async () => {
    const lakeVariant = path.join(workDir, 'data', 'photo-store', 'photos', 'variants', 'lake-960.webp');
    const before = (await stat(lakeVariant)).mtimeMs;
    const processor = app.get(RefreshPropertyImagesProcessor, { strict: false });
    await Promise.all([
      processor.handle({ reason: 'admin' }, { jobId: 'twice-1', attempt: 1 }),
      processor.handle({ reason: 'admin' }, { jobId: 'twice-2', attempt: 1 }),
    ]);
    expect((await stat(lakeVariant)).mtimeMs).toBe(before);
    expect(await images()).toEqual(['/photos/lake.jpg', '/photos/rooms/den.png', '/photos/deck.jpg']);
  });

  it("starts with an empty manifest (no hero is '')", async () => {
    await api().get('/api/photo-manifest').expect(200, { hero: '', curated: [], excluded: [], version: 0 });
  });

  it('refuses a manifest save without the admin code', async () => {
    const body = { hero: '', curated: [], excluded: [], version: 0 };
    await api().put('/api/photo-manifest').send(body).expect(401, { statusCode: 401, message: 'Invalid access code' });
    await api().put('/api/photo-manifest').set('X-Access-Code', 'TEST-ADMIN-CODX').send(body).expect(401);
    expect((await manifest()).version).toBe(0);
  });

  it('saves with the admin code, bumps the version, and orders the property images by it', async () => {
    const { body } = await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: '/photos/rooms/den.png', curated: ['/photos/lake.jpg', '/photos/rooms/den.png'], excluded: [], version: 0 })
      .expect(200);
    expect(body).toEqual({ hero: '/photos/rooms/den.png', curated: ['/photos/lake.jpg', '/photos/rooms/den.png'], excluded: [], version: 1 });
    expect(await images()).toEqual(['/photos/rooms/den.png', '/photos/lake.jpg', '/photos/deck.jpg']);

    await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: null, curated: ['/photos/lake.jpg'], excluded: ['/photos/deck.jpg'], version: 1 })
      .expect(200);
    await api().get('/api/photo-manifest').expect(200, { hero: '', curated: ['/photos/lake.jpg'], excluded: ['/photos/deck.jpg'], version: 2 });
    expect(await images()).toEqual(['/photos/lake.jpg', '/photos/rooms/den.png']);
  });

  it('answers 409 to a save made from a stale version', async () => {
    const { version } = await manifest();
    const { body } = await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: '', curated: [], excluded: [], version: version - 1 })
      .expect(409);
    expect(body).toEqual({ statusCode: 409, message: STALE });
    expect((await manifest()).version).toBe(version);
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const { version } = await manifest();
    const save = (curated: string[]) =>
      api().put('/api/photo-manifest').set('X-Access-Code', ADMIN_CODE).send({ hero: '', curated, excluded: [], version });
    const responses = await Promise.all([save(['/photos/lake.jpg']), save(['/photos/deck.jpg']), save(['/photos/rooms/den.png'])]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect((await manifest()).version).toBe(version + 1);
  });

  it('serves the originals at /photos/ and the variants at /photos/variants/ from the photo store, cached long', async () => {
    const web = await startApiOn(database, { config: { ...config, serveWeb: false }, outboxAutoStart: false });
    try {
      const original = await request(web.getHttpServer()).get('/photos/lake.jpg').expect(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      expect(original.headers['cache-control']).toContain('max-age=604800');
      const variant = await request(web.getHttpServer()).get('/photos/variants/rooms/den-960.webp').expect(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      await request(web.getHttpServer()).get('/photos/no-such-photo.jpg').expect(404);
      await request(web.getHttpServer()).get('/photos/variants/lake-123.webp').expect(404);
    } finally {
      await web.close();
    }
  });

  it('answers 400 naming a path that is not a stored photo, or a hero that is not curated', async () => {
    const { version } = await manifest();
    const unknown = await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: '', curated: ['/photos/lake.jpg', '/photos/missing.jpg'], excluded: [], version })
      .expect(400);
    expect(unknown.body.message).toBe("/photos/missing.jpg is not one of the property's photos");

    const notAPhotoPath = await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: '', curated: [], excluded: ['../../etc/passwd'], version })
      .expect(400);
    expect(notAPhotoPath.body.message).toContain('../../etc/passwd');

    const heroNotCurated = await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', ADMIN_CODE)
      .send({ hero: '/photos/deck.jpg', curated: ['/photos/lake.jpg'], excluded: [], version })
      .expect(400);
    expect(heroNotCurated.body.message).toBe('The hero photo /photos/deck.jpg must be one of the curated photos');
    expect((await manifest()).version).toBe(version);
  });
});
