import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { LibraryPhoto } from '@lakehouse/contracts';
import {
  builtEntryPoint,
  type ChildProcessHandle,
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  type LocalS3Server,
  startLocalS3Server,
  startNodeProcess,
  stopChildProcess,
  testPhoto,
  testRedisUrl,
  type TestDatabase,
  uniqueQueuePrefix,
  waitFor,
} from '@lakehouse/server-kit/testing';

const ADMIN_CODE = 'REPLICA-ADMIN-CODE';

/**
 * The full stack's shape for photos: two API replicas and a worker, three processes on one database, one queue and
 * one S3-compatible store, no shared disk. What one replica takes in, the other serves.
 */
describe('photos across two API processes and a worker (Postgres, Redis, a local S3 server)', () => {
  let database: TestDatabase;
  let s3: LocalS3Server;
  const prefix = uniqueQueuePrefix();
  let apis: ChildProcessHandle[] = [];
  let worker: ChildProcessHandle | undefined;
  let ports: number[] = [];
  const at = (replica: number, path: string) => `http://127.0.0.1:${ports[replica]}${path}`;
  const library = async (replica: number) =>
    (await (await fetch(at(replica, '/api/photos'), { headers: { 'X-Access-Code': ADMIN_CODE } })).json()) as LibraryPhoto[];

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(), startLocalS3Server()]);
    ports = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      SERVE_WEB: 'false',
      RENDER_PAGES: 'false',
      OUTBOX_POLL_MS: '200',
      ADMIN_CODE,
      APP_SECRET: 'a'.repeat(32),
      CODE_HASH_SECRET: 'b'.repeat(32),
      PHOTO_STORE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      // No photo folder to import: the store starts empty.
      PHOTOS_DIR: '/nonexistent-photo-folder',
    };
    apis = [0, 1].map((replica) =>
      startNodeProcess(builtEntryPoint('api'), { ...env, PORT: String(ports[replica]), METRICS_PORT: '0' }),
    );
    worker = startNodeProcess(builtEntryPoint('worker'), { ...env, WORKER_PORT: String(ports[2]) });
    // Three processes load every module at once: on a busy 2-core machine that takes a minute, not seconds.
    for (const api of apis)
      await waitFor('an API replica to listen', () => api.output().includes('listening on'), 120_000);
    await waitFor('the worker to be ready', () => worker!.output().includes('worker ready'), 120_000);
  }, 300_000);

  afterAll(async () => {
    for (const api of apis) await stopChildProcess(api);
    await stopChildProcess(worker);
    await s3?.close();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('says where each process keeps the photos', () => {
    for (const process of [...apis, worker!])
      expect(process.output()).toContain(`photos are kept in the bucket ${s3.bucket} at ${s3.endpoint}`);
  });

  it('serves from one replica a photo uploaded through the other, with the variants the worker made', async () => {
    const bytes = await testPhoto({ width: 2000, height: 1500, withGps: true });
    const uploaded = await fetch(at(0, '/api/photos'), {
      method: 'POST',
      headers: {
        'X-Access-Code': ADMIN_CODE,
        'Content-Type': 'application/octet-stream',
        'X-File-Name': encodeURIComponent('deck at noon.jpg'),
      },
      body: bytes,
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as LibraryPhoto;

    await waitFor('the worker to make the variants', async () =>
      (await library(1)).find((p) => p.id === photo.id && p.variantsReady === 3),
    );
    const original = await fetch(at(1, photo.path));
    expect(original.status).toBe(200);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).exif).toBeUndefined();
    const variant = await fetch(at(1, photo.path.replace('/photos/u/', '/photos/variants/u/').replace('.jpg', '-960.webp')));
    expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(960);
    const property = (await (await fetch(at(1, '/api/property'))).json()) as { images: string[] };
    expect(property.images).toContain(photo.path);

    // Deleted through the second replica: gone from the first.
    const deleted = await fetch(at(1, `/api/photos/${photo.id}`), {
      method: 'DELETE',
      headers: { 'X-Access-Code': ADMIN_CODE },
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(at(0, photo.path))).status).toBe(404);
  });
});
