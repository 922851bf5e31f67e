// The API and the worker as in production (NODE_ENV=production, Postgres + Redis), from the build, on a fresh
// database and a queue prefix of their own.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createTestDatabase, deleteQueueKeys, uniqueQueuePrefix } from '@lakehouse/server-kit/testing';
import { freePort } from '../packages/server-kit/src/testing/free-port.ts';
import { isReady, startProcess, stopProcess, waitUntil } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const BENCH_ADMIN_CODE = `bench-admin-${randomBytes(6).toString('hex')}`;

export async function startProductionStack({ postgresUrl, redisUrl }) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await createTestDatabase();
  const prefix = `bench-${uniqueQueuePrefix()}`;
  const port = await freePort();
  const metricsPort = await freePort();
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    APP_SECRET: randomBytes(32).toString('hex'),
    CODE_HASH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_CODE: BENCH_ADMIN_CODE,
    // The feed would change availability during the run; the bench seeds its own blocks instead.
    ICAL_FEED_URL: 'none',
    // As behind nginx: the client is the X-Forwarded-For a local proxy sends. The booking race's 100 guests come
    // from 100 addresses that way, as in life; from this one address they would share one per-client counter (and
    // its row lock), and the limit would refuse 90 of them before they reach the nights the race is about.
    TRUST_PROXY: 'loopback',
    // The holds made under load all come from one access code.
    MAX_UNPAID_HOLDS_PER_CODE: '1000',
    // Set in production (infra/.env.example): pages then name one origin.
    PUBLIC_URL: 'https://lakehouse-grantham.example',
    DATA_DIR: path.join(root, '.data', 'bench'),
  };
  const stack = {
    database,
    prefix,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    api: undefined,
    worker: undefined,
  };
  try {
    stack.api = startProcess(process.execPath, [path.join(root, 'services/api/dist/main.js')], {
      env: { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
    });
    // The worker logs at info so its 'worker ready' line shows; the API stays at warn, as a busy server would.
    stack.worker = startProcess(process.execPath, [path.join(root, 'services/worker/dist/main.js')], {
      env: { ...env, LOG_LEVEL: 'info', WORKER_PORT: String(await freePort()) },
    });
    await waitUntil('the API to answer /api/health', () => isReady(`${stack.baseUrl}/api/health`), {
      running: stack.api,
    });
    await waitUntil('the worker to be ready', async () => stack.worker.output().includes('worker ready'), {
      running: stack.worker,
    });
    return stack;
  } catch (error) {
    await stopProductionStack(stack);
    throw error;
  }
}

/** The API process's resident memory (its own Prometheus figure, from its metrics port), in bytes. */
export async function apiResidentMemory(stack) {
  const text = await (await fetch(stack.metricsUrl)).text();
  const match = /^process_resident_memory_bytes (\S+)$/m.exec(text);
  if (!match) throw new Error(`The API's /metrics (${stack.metricsUrl}) has no process_resident_memory_bytes.`);
  return Number(match[1]);
}

export async function stopProductionStack(stack) {
  await stopProcess(stack.api);
  await stopProcess(stack.worker);
  await stack.database.drop();
  await deleteQueueKeys(stack.prefix);
}
