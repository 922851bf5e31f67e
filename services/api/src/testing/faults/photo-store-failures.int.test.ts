import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobName } from '@lakehouse/contracts';
import { S3PhotoStore, photoFileKeys } from '@lakehouse/server-kit';
import {
  type LocalS3Server,
  TEST_ADMIN_CODE,
  type TestDatabase,
  createTestDatabase,
  freePort,
  startLocalS3Server,
  testPhoto,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { startApiOn } from '../test-api.js';
import { StallingTcpProxy } from './stalling-tcp-proxy.js';

const PHOTO_STORE_AWAY =
  'The photo store cannot be reached right now, so photos cannot be saved or shown. Please try again in a moment.';
const S3_TIMEOUT_SECONDS = 2;
// The configured time, and a margin for the upload's own work (reading and re-encoding the photo).
const ANSWERED_WITHIN_MS = S3_TIMEOUT_SECONDS * 1000 + 1500;

/**
 * The S3 photo store refusing connections, hanging, and answering 500, each behind an API of its own on one
 * database: uploads and photo reads answer 503 in the photo store's words within S3_TIMEOUT_SECONDS, never in the
 * database's, and no file is left in the bucket without a photo row, even one the hung store takes late.
 */
describe('fault: the S3 photo store fails', () => {
  let database: TestDatabase;
  let s3: LocalS3Server;
  let hangingProxy: StallingTcpProxy;
  let failingServer: Server;
  const apis: Partial<Record<'refusing' | 'hanging' | 'failing', NestFastifyApplication>> = {};

  const apiWithS3At = async (endpoint: string) => {
    const app = await startApiOn(database, {
      env: {
        LOG_LEVEL: 'error',
        PHOTO_STORE: 's3',
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        S3_TIMEOUT_SECONDS: String(S3_TIMEOUT_SECONDS),
        PHOTOS_DIR: '/nonexistent-photo-folder',
      },
    });
    const admin = request.agent(app.getHttpServer());
    await admin.post('/api/admin/login').send({ adminCode: TEST_ADMIN_CODE }).expect(200);
    return { app, admin };
  };
  const admins: Partial<Record<keyof typeof apis, ReturnType<typeof request.agent>>> = {};
  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(), startLocalS3Server()]);
    const s3Address = new URL(s3.endpoint);
    hangingProxy = await StallingTcpProxy.start({ host: s3Address.hostname, port: Number(s3Address.port) });
    failingServer = createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(500, { 'content-type': 'application/xml' })
          .end('<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>'),
      );
    });
    await new Promise<void>((resolve) => failingServer.listen(0, '127.0.0.1', resolve));
    const nobodyListens = await freePort();
    for (const [mode, endpoint] of [
      ['refusing', `http://127.0.0.1:${nobodyListens}`],
      ['hanging', `http://127.0.0.1:${hangingProxy.port}`],
      ['failing', `http://127.0.0.1:${(failingServer.address() as AddressInfo).port}`],
    ] as const) {
      const { app, admin } = await apiWithS3At(endpoint);
      apis[mode] = app;
      admins[mode] = admin;
    }
  }, 120_000);

  afterAll(async () => {
    hangingProxy?.forward();
    for (const app of Object.values(apis)) await app?.close();
    await hangingProxy?.close();
    await new Promise((resolve) => failingServer?.close(resolve));
    await s3?.close();
    await database?.drop();
  });

  for (const mode of ['refusing', 'hanging', 'failing'] as const) {
    it(`${mode}: an upload and a photo read answer 503 in the photo store's words within the timeout`, async () => {
      if (mode === 'hanging') hangingProxy.stall();
      const bytes = await testPhoto({ width: 64 + ['refusing', 'hanging', 'failing'].indexOf(mode), height: 48 });
      let started = Date.now();
      const upload = await admins[mode]!.post('/api/photos')
        .set('Content-Type', 'application/octet-stream')
        .set('X-File-Name', `${mode}.jpg`)
        .send(bytes);
      const uploadMs = Date.now() - started;
      started = Date.now();
      const read = await request(apis[mode]!.getHttpServer()).get('/photos/u/0123456789abcdef0123456789abcdef.jpg');
      const readMs = Date.now() - started;

      expect([upload.status, upload.body.message]).toEqual([503, PHOTO_STORE_AWAY]);
      expect(upload.headers['retry-after']).toBe('5');
      expect(uploadMs).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(read.status).toBe(503);
      expect(read.body.message).toBe(PHOTO_STORE_AWAY);
      expect(readMs).toBeLessThan(ANSWERED_WITHIN_MS);
    });
  }

  it('leaves no file without a photo row: one the hung store took late is removed by the cleanup job', async () => {
    // Only the API whose store is back now runs the jobs.
    for (const mode of ['refusing', 'failing'] as const) {
      await apis[mode]?.close();
      delete apis[mode];
    }
    // The hung store now takes the PUT it was holding.
    hangingProxy.forward();
    const db = apis.hanging!.get(DataSource);
    expect(await db.query(`SELECT id FROM photos WHERE source = 'upload'`)).toEqual([]);
    // The cleanup waits minutes for such a late file: move the clock on.
    await db.query(`UPDATE outbox SET available_at = now() WHERE job_name = $1`, [JobName.RemoveUnrecordedPhoto]);
    await waitFor('every cleanup to run', async () => {
      const [row] = await db.query<{ waiting: number }[]>(
        `SELECT count(*)::int AS waiting FROM outbox WHERE job_name = $1 AND completed_at IS NULL`,
        [JobName.RemoveUnrecordedPhoto],
      );
      return row!.waiting === 0;
    });
    // Every upload queued its file's cleanup first: none of those files is in the bucket.
    const paths = await db.query<{ path: string }[]>(
      `SELECT payload->>'path' AS path FROM outbox WHERE job_name = $1`,
      [JobName.RemoveUnrecordedPhoto],
    );
    expect(paths).toHaveLength(3);
    const bucket = new S3PhotoStore({ ...s3, region: 'us-east-1', timeoutMs: 5000 });
    const stored = await Promise.all(paths.map(({ path }) => bucket.has(photoFileKeys(path).original)));
    bucket.close();
    expect(stored).toEqual([false, false, false]);
  });
});
