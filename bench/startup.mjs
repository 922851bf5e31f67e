// `npm start` to a ready /api/health: on this clone once on a fresh data folder (the embedded Postgres is
// initialised) and once again on the same folder (an ordinary restart); then on a fresh clone of the committed
// HEAD, after its `npm ci` (which builds, scripts/build-on-install.mjs), as a new developer would.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../packages/server-kit/src/testing/free-port.ts';
import { isReady, startProcess, stopProcess, waitUntil } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
// The embedded Postgres may still be writing its last files as it exits: retry instead of failing the whole run.
const REMOVE_WHILE_POSTGRES_EXITS = { recursive: true, force: true, maxRetries: 10, retryDelay: 500 };

async function timeOneStart(dataDir, cwd = root) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    METRICS_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV']) env[name] = '';
  const started = performance.now();
  const running = startProcess('npm', ['start', '--silent'], { cwd, env });
  try {
    await waitUntil('npm start to answer /api/health', () => isReady(`http://127.0.0.1:${port}/api/health`), {
      running,
      intervalMs: 25,
      timeoutMs: 180_000,
    });
    return performance.now() - started;
  } finally {
    await stopProcess(running);
  }
}

/** `git clone` of HEAD, `npm ci` timed (the install builds), then the clone's first `npm start`. */
async function timeFreshClone() {
  const clone = await mkdtemp(path.join(tmpdir(), 'lakehouse-fresh-clone-'));
  try {
    await run('git', ['clone', '--quiet', root, clone]);
    const started = performance.now();
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: clone,
      maxBuffer: 64 * 1024 * 1024,
    });
    const installMs = performance.now() - started;
    return { installMs, startMs: await timeOneStart(path.join(clone, '.data'), clone) };
  } finally {
    await rm(clone, REMOVE_WHILE_POSTGRES_EXITS);
  }
}

export async function measureStartup() {
  const dataDir = path.join(root, '.data', `bench-startup-${process.pid}`);
  try {
    const firstMs = await timeOneStart(dataDir);
    const againMs = await timeOneStart(dataDir);
    return { firstMs, againMs, freshClone: await timeFreshClone() };
  } finally {
    await rm(dataDir, REMOVE_WHILE_POSTGRES_EXITS);
  }
}
