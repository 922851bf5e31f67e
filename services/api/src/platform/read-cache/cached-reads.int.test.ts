import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import request from 'supertest';
import sharp from 'sharp';
import { repoRoot } from '@lakehouse/server-kit';
import { TEST_ADMIN_CODE, type TestDatabase, testConfig, waitFor } from '@lakehouse/server-kit/testing';
import { startTestApi } from '../../testing/test-api.js';
import { PhotoManifestCache } from '../../modules/photos/photo-manifest-cache.js';
import { PricingCache } from '../../modules/pricing/pricing-cache.js';
import { PropertyCache } from '../../modules/property/property-cache.js';
import { GetPropertyQuery } from '../../modules/property/queries/get-property.query.js';
import type { ReadCache } from './read-cache.js';

/** A small JPEG of its own colour: the same bytes twice would be the same photo, imported once. */
async function photo(file: string, red: number): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 140 } } })
      .jpeg()
      .toBuffer(),
  );
}

/**
 * The read-after-write rule of the cached reads: each writer of the property, its images, the photo manifest and
 * the prices (the worker's image refresh job, the manifest save, and a psql session for what only the host edits
 * by hand: the house's details and rates) drops what the caches hold, and the very next request shows the change.
 */
describe('the cached reads of the property, photos and prices', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let otherProcess: pg.Client;
  let workDir: string;
  let photosDir: string;

  const api = () => request(app.getHttpServer());
  const property = async () =>
    (await api().get('/api/property').expect(200)).body as { name: string; images: string[]; baseRate: string };
  const manifest = async () =>
    (await api().get('/api/photo-manifest').expect(200)).body as { hero: string; curated: string[]; version: number };
  const pricing = async () => (await api().get('/api/config/pricing').expect(200)).body as { baseNightlyRate: number };
  const quote = async () =>
    (
      await api()
        .post('/api/config/calculate-pricing')
        .send({ nights: 2, guests: 2, includeLinens: false, familyDiscount: false })
        .expect(200)
    ).body as { lodgingTotal: number };

  /**
   * Reads twice so the second answer comes from memory (the read cache, or the answer kept ready at the front
   * door): the next change must then drop it.
   */
  async function cached<T>(cache: ReadCache<unknown>, read: () => Promise<T>): Promise<T> {
    const first = await read();
    const hits = () => cache.hits;
    const before = hits();
    expect(await read()).toEqual(first);
    expect(hits()).toBe(before + 1);
    return first;
  }

  beforeAll(async () => {
    workDir = path.join(repoRoot, '.data', `test-cached-reads-${randomBytes(5).toString('hex')}`);
    photosDir = path.join(workDir, 'photos');
    await photo(path.join(photosDir, 'lake.jpg'), 40);
    const config = testConfig({
      LOG_LEVEL: 'error',
      OUTBOX_POLL_MS: '100',
      PHOTOS_DIR: photosDir,
      DATA_DIR: path.join(workDir, 'data'),
    });
    ({ app, database } = await startTestApi({ config }));
    otherProcess = new pg.Client({ connectionString: database.url });
    await otherProcess.connect();
    await waitFor('the start-up image scan', async () => ((await property()).images.length > 0 ? true : undefined));
  });

  afterAll(async () => {
    await otherProcess?.end();
    await app?.close();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("the worker's image refresh job: the property's images, and the rates read from the same row", async () => {
    expect((await cached(app.get(PropertyCache), property)).images).toEqual(['/photos/lake.jpg']);
    await cached(app.get(PricingCache), pricing);
    const pricingHits = app.get(PricingCache).hits;
    await photo(path.join(photosDir, 'deck.jpg'), 200);
    await api().post('/api/refresh-images').set('X-Access-Code', TEST_ADMIN_CODE).expect(202);
    // The job commits in the background; once the row shows it, the next request must too.
    await waitFor('the refresh job to commit', async () => {
      const { rows } = await otherProcess.query(`SELECT images FROM properties WHERE slug = 'lake-house'`);
      return (rows[0].images as string[]).length === 2 ? true : undefined;
    });
    // Photos are listed in the order they came.
    expect((await property()).images).toEqual(['/photos/lake.jpg', '/photos/deck.jpg']);
    await pricing();
    expect(app.get(PricingCache).hits).toBe(pricingHits);
  });

  it('the manifest save: the manifest, and the order of the property images', async () => {
    const before = await cached(app.get(PhotoManifestCache), manifest);
    await cached(app.get(PropertyCache), property);
    await api()
      .put('/api/photo-manifest')
      .set('X-Access-Code', TEST_ADMIN_CODE)
      .send({ hero: '/photos/lake.jpg', curated: ['/photos/lake.jpg'], excluded: [], version: before.version })
      .expect(200);
    expect(await manifest()).toEqual({
      hero: '/photos/lake.jpg',
      curated: ['/photos/lake.jpg'],
      excluded: [],
      version: before.version + 1,
    });
    expect((await property()).images).toEqual(['/photos/lake.jpg', '/photos/deck.jpg']);
  });

  it("a psql session: the house's details, its rates (in the pricing config and in quotes) and the manifest", async () => {
    await cached(app.get(PropertyCache), property);
    await cached(app.get(PricingCache), pricing);
    await cached(app.get(PricingCache), quote);
    await otherProcess.query(
      `UPDATE properties SET name = 'Lake House on Eastman', base_rate = 410 WHERE slug = 'lake-house'`,
    );
    expect(await property()).toMatchObject({ name: 'Lake House on Eastman', baseRate: '410', startingRate: 410 });
    expect((await pricing()).baseNightlyRate).toBe(410);
    expect((await quote()).lodgingTotal).toBe(820);
    // A cheaper season lowers the site's 'Starting at' rate, though the property row did not change.
    await otherProcess.query(
      `UPDATE pricing_rules SET rules = jsonb_set(rules, '{seasons}', '[{"name":"Mud season","start":"04-01","end":"04-30","nightlyRate":290,"minimumNights":null}]')`,
    );
    expect(await property()).toMatchObject({ startingRate: 290 });

    const { version } = await cached(app.get(PhotoManifestCache), manifest);
    await otherProcess.query(`UPDATE photo_manifest SET curated = '[]', hero = NULL, version = version + 1`);
    expect(await manifest()).toMatchObject({ hero: '', curated: [], version: version + 1 });
  });

  it('gives each cached answer a fingerprint that stays while it is cached and changes with it', async () => {
    const queryBus = app.get(QueryBus);
    const first = await queryBus.execute(new GetPropertyQuery());
    expect(first.fingerprint).toMatch(/^[\w-]{22}$/);
    expect((await queryBus.execute(new GetPropertyQuery())).fingerprint).toBe(first.fingerprint);
    await otherProcess.query(
      `UPDATE properties SET amenities = amenities || '["Canoe"]'::jsonb WHERE slug = 'lake-house'`,
    );
    const changed = await queryBus.execute(new GetPropertyQuery());
    expect(changed.value.amenities).toContain('Canoe');
    expect(changed.fingerprint).not.toBe(first.fingerprint);
  });
});
