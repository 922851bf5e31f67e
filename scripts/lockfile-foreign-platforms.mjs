// Our registry mirror lacks many other platforms' native binaries (@swc/core-darwin-arm64, ...), so
// `npm install` here leaves them out of package-lock.json and `npm ci` then refuses the lockfile as out
// of sync. This records each missing platform binary as an optional entry tagged with its os/cpu/libc:
// npm ci skips it on any other platform and fetches it by name on its own. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const osNames = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const cpuNames = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.map((part) => cpuNames[part]).find(Boolean);
  if (!os || !cpu) return undefined;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.some((part) => part.startsWith('musl'))) platform.libc = ['musl'];
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu'))) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[`node_modules/${name}`] = { version: spec, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} platform binaries missing from the lockfile`);
