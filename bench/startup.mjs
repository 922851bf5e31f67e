// `npm start` to a ready /api/health on this clone: once on a fresh data folder (the embedded Postgres is
// initialised) and once again on the same folder (an ordinary restart).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { isReady, startProcess, stopProcess, waitUntil } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');

async function timeOneStart(dataDir) {
  const port = await freePort();
  const env = { PORT: String(port), METRICS_PORT: String(await freePort()), DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()), LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV']) env[name] = '';
  const started = performance.now();
  const running = startProcess('npm', ['start', '--silent'], { cwd: root, env });
  try {
    await waitUntil('npm start to answer /api/health', () => isReady(`http://127.0.0.1:${port}/api/health`), { running, intervalMs: 25, timeoutMs: 180_000 });
    return performance.now() - started;
  } finally {
    await stopProcess(running);
  }
}

export async function measureStartup() {
  const dataDir = path.join(root, '.data', `bench-startup-${process.pid}`);
  try {
    const firstMs = await timeOneStart(dataDir);
    const againMs = await timeOneStart(dataDir);
    return { firstMs, againMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
