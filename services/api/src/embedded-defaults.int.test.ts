import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '@lakehouse/server-kit';
import { builtEntryPoint, freePort, waitFor } from '@lakehouse/server-kit/testing';

const apiMain = builtEntryPoint('api');

/** What `npm start` runs, with nothing configured: its own Postgres, jobs in-process, emails captured. */
describe('the API on the embedded defaults', () => {
  // Under the repo like the real default: as root, Postgres runs as a `postgres` user that must reach the folder.
  const dataDir = path.join(repoRoot, '.data', `test-embedded-${randomBytes(4).toString('hex')}`);
  let port: number;
  let child: ChildProcess;
  let output = '';

  beforeAll(async () => {
    // Ports the OS hands out, not random picks: a random one can be the local end of another test's connection.
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SENDGRID_API_KEY', 'STRIPE_SECRET_KEY']) delete env[name];
    child = spawn(process.execPath, [apiMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor('the API to listen', () => output.includes('listening on') || child.exitCode !== null, 60_000);
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output}`);
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says at start which database, queue, email and payment mode it runs', () => {
    expect(output).toContain('database: embedded Postgres (no DATABASE_URL');
    expect(output).toContain('queue: in-process (no REDIS_URL');
    expect(output).toContain('email: captured (no SENDGRID_API_KEY');
    expect(output).toContain('payments: manual (no STRIPE_SECRET_KEY');
  });

  it('serves the API and, for any other path, the site', async () => {
    const property = (await fetch(`http://127.0.0.1:${port}/api/property`).then((response) => response.json())) as {
      address: string;
    };
    expect(property.address).toContain('Grantham, NH');
    const page = await fetch(`http://127.0.0.1:${port}/some/unknown/page`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
  });

  it('stops its Postgres and exits 0 on SIGTERM', async () => {
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
