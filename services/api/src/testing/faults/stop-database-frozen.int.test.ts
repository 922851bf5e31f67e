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
 * The database host freezes (every connection open, no byte moving) and the orchestrator stops the API and the worker:
 * each exits by itself within 10 s of SIGTERM, code 0, not by its safety timer (their queries have a statement timeout,
 * each close step has a time limit, and a connection whose host never says goodbye is dropped).
 */
describe('fault: SIGTERM while the database is frozen', () => {
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let proxy: StallingTcpProxy;
  let apiProxy: StallingTcpProxy;
  let worker: ChildProcessHandle | undefined;
  let api: ChildProcessHandle | undefined;
  let apiUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    let proxiedUrl: string;
    ({ proxy, url: proxiedUrl } = await StallingTcpProxy.inFrontOf(database.url));
    // The API's own way to the database, to see when one of its queries waits on it.
    let apiDatabaseUrl: string;
    ({ proxy: apiProxy, url: apiDatabaseUrl } = await StallingTcpProxy.inFrontOf(database.url));
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
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    api = startNodeProcess(builtEntryPoint('api'), {
      ...env,
      DATABASE_URL: apiDatabaseUrl,
      // The outbox relay quiet (it polls once at the start): what waits on the database is the guest's request.
      OUTBOX_POLL_MS: '600000',
      PORT: String(apiPort),
      METRICS_PORT: '0',
    });
    await waitFor(
      'the worker to be ready',
      async () => (await fetch(`http://127.0.0.1:${workerPort}/health/ready`).catch(() => undefined))?.ok,
      120_000,
    );
    await waitFor(
      'the API to be ready',
      async () => (await fetch(`http://127.0.0.1:${apiPort}/api/health/ready`).catch(() => undefined))?.ok,
      120_000,
    );
  }, 300_000);

  afterAll(async () => {
    proxy?.forward();
    apiProxy?.forward();
    await stopChildProcess(worker, 'SIGKILL');
    await stopChildProcess(api, 'SIGKILL');
    await proxy?.close();
    await apiProxy?.close();
    await database?.drop();
    await deleteQueueKeys(prefix);
  });

  it('the API and the worker each exit by themselves within 10 s', async () => {
    proxy.stall();
    apiProxy.stall();
    // A guest's read of the calendar waits on the frozen database when the stop comes; the connection is kept alive after its
    // answer.
    const heldBefore = apiProxy.heldDeliveries;
    const reading = fetch(`${apiUrl}/api/availability`).then(
      async (answer) => ({ status: answer.status, message: ((await answer.json()) as { message: string }).message }),
      () => 'no answer',
    );
    await waitFor('the read to wait on the database', () => apiProxy.heldDeliveries > heldBefore, 10_000);
    const started = Date.now();
    const [apiCode, workerCode] = await Promise.all([stopChildProcess(api), stopChildProcess(worker)]);
    expect({ apiCode, workerCode, withinTime: Date.now() - started < EXIT_WITHIN_MS, read: await reading }).toEqual({
      apiCode: 0,
      workerCode: 0,
      withinTime: true,
      read: { status: 503, message: expect.stringContaining('database') },
    });
  }, 90_000);
});
