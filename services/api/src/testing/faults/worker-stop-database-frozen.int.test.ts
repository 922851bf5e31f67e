import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ChildProcessHandle,
  type TestDatabase,
  builtEntryPoint,
  createTestDatabase,
  deleteQueueKeys,
  freePort,
  startNodeProcess,
  stopChildProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  waitFor,
} from '@lakehouse/server-kit/testing';
import { StallingTcpProxy } from './stalling-tcp-proxy.js';

const EXIT_WITHIN_MS = 10_000;

/**
 * The database host freezes (every connection open, no byte moving) and the orchestrator stops the worker: it exits
 * by itself within 10 s of SIGTERM, code 0, not by its safety timer (its queries have a statement timeout, and a
 * connection whose host never says goodbye is dropped).
 */
describe('fault: SIGTERM while the database is frozen', () => {
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let proxy: StallingTcpProxy;
  let worker: ChildProcessHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    let proxiedUrl: string;
    ({ proxy, url: proxiedUrl } = await StallingTcpProxy.inFrontOf(database.url));
    const env = {
      DATABASE_URL: proxiedUrl,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: prefix,
      SERVE_WEB: 'false',
      RENDER_PAGES: 'false',
      OUTBOX_POLL_MS: '200',
      ADMIN_CODE: 'SHUTDOWN-ADMIN-CODE',
      APP_SECRET: 'a'.repeat(32),
      CODE_HASH_SECRET: 'b'.repeat(32),
      PHOTOS_DIR: '/nonexistent-photo-folder',
      LOG_LEVEL: 'warn',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '3',
    };
    const workerPort = await freePort();
    worker = startNodeProcess(builtEntryPoint('worker'), { ...env, WORKER_PORT: String(workerPort) });
    await waitFor(
      'the worker to be ready',
      async () => (await fetch(`http://127.0.0.1:${workerPort}/health/ready`).catch(() => undefined))?.ok,
      120_000,
    );
  }, 300_000);

  afterAll(async () => {
    proxy?.forward();
    await stopChildProcess(worker, 'SIGKILL');
    await proxy?.close();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('the worker exits by itself within 10 s', async () => {
    proxy.stall();
    const started = Date.now();
    const code = await stopChildProcess(worker);
    expect({ code, withinTime: Date.now() - started < EXIT_WITHIN_MS }).toEqual({ code: 0, withinTime: true });
  }, 90_000);
});
