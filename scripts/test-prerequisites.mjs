// What `npm test` needs from the machine besides node_modules: the programs some steps run, and a Redis.
// A missing program stops the run at once with the Debian package to install (rather than fifty connection
// errors later); a missing Redis is started privately for the run, as the tests start their own Postgres.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../packages/server-kit/src/testing/free-port.ts';

const onPath = (name) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, name)));

/** The programs the test steps run, where each is looked for, and the Debian package that provides it. */
export const programs = {
  // the integration tests' private Redis (and the Redis outage test's own, which it stops and starts)
  'redis-server': { found: () => onPath('redis-server'), debianPackage: 'redis-server' },
  // playwright.config.ts drives Debian's Chromium at this path; it never downloads a browser
  chromium: { found: () => existsSync('/usr/bin/chromium'), debianPackage: 'chromium' },
  // infra/nginx-config.test.ts (nginx -t) and e2e/nginx.spec.ts run the web image's config on it
  nginx: {
    found: () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => existsSync(file)),
    debianPackage: 'nginx',
  },
};

/** One line naming the first missing program and its package, or undefined when all are there. */
export function missingProgramMessage(names) {
  const missing = names.find((name) => !programs[name].found());
  if (!missing) return undefined;
  const { debianPackage } = programs[missing];
  return `npm test needs ${missing}, which is not installed: apt-get install -y ${debianPackage} (Debian package ${debianPackage})`;
}

/** Whether something accepts TCP connections at host:port (within a second). */
export function answers(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts redis-server on a free loopback port, in memory only, and resolves once it accepts connections. */
export async function startPrivateRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'lakehouse-test-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const started = Date.now(); !(await answers('127.0.0.1', port));) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/**
 * The Redis for the run: REDIS_URL when set, else the one at the default address when it answers, else a
 * private one (stop it when the run ends). `stop` is a no-op for a Redis the run did not start.
 */
export async function provideRedis({ env = process.env, defaultHost = '127.0.0.1', defaultPort = 6379 } = {}) {
  if (env.REDIS_URL) return { url: env.REDIS_URL, origin: 'REDIS_URL', stop: async () => {} };
  if (await answers(defaultHost, defaultPort)) {
    return { url: `redis://${defaultHost}:${defaultPort}`, origin: 'the default address', stop: async () => {} };
  }
  return { ...(await startPrivateRedis()), origin: 'a private redis-server for this run' };
}
