// Builds the server packages (swc) and the four frontends (webpack). `--if-stale` skips parts whose
// sources have not changed since their last build (npm start uses it).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildUnits, isStale, root } from './build-units.mjs';

function run(command, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}):\n${output}`)),
    );
  });
}

async function build(unit) {
  const started = Date.now();
  // A clean output folder: no file of a deleted source lingers in a build.
  for (const output of unit.outputs) rmSync(path.join(root, output), { recursive: true, force: true });
  await run(unit.command, unit.name);
  writeFileSync(path.join(root, unit.stamp), new Date().toISOString());
  console.log(`  built ${unit.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const lockDir = path.join(root, '.data', 'build.lock');

/**
 * One build at a time across processes (two test runs starting the site at once must not write the same dist
 * folder together). A lock older than 10 minutes is from a build that died, and is taken over.
 */
async function withBuildLock(work) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      let age = 0;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
      } catch {
        continue;
      }
      if (age > 10 * 60_000) rmSync(lockDir, { recursive: true, force: true });
      if (waited % 10_000 === 0) console.log('build: waiting for another build to finish');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export async function buildAll(options) {
  return withBuildLock(() => buildUnlocked(options));
}

async function buildUnlocked({ onlyStale }) {
  const units = onlyStale ? buildUnits.filter(isStale) : buildUnits;
  if (units.length === 0) {
    console.log('build: everything is up to date');
    return;
  }
  console.log(`build: ${units.map((unit) => unit.name).join('; ')}`);
  const [server, ...frontends] = units[0] === buildUnits[0] ? units : [undefined, ...units];
  if (server) await build(server);
  // Two at a time: one per core.
  const queue = [...frontends];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length > 0) await build(queue.shift());
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
