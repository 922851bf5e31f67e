// What `npm run build` builds, what each part is built from, and how to tell whether it is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const serverSources = [
  'packages/contracts/src',
  'packages/server-kit/src',
  'packages/messages/src',
  'services/worker/src',
  'services/api/src',
  '.swcrc',
];
const webSources = ['packages/contracts/src', 'packages/web-kit/src', 'frontends/webpack.common.mjs'];

export const buildUnits = [
  {
    name: 'server (contracts, server-kit, messages, worker, api)',
    sources: serverSources,
    outputs: [
      'packages/contracts/dist',
      'packages/server-kit/dist',
      'packages/messages/dist',
      'services/worker/dist',
      'services/api/dist',
    ],
    stamp: 'services/api/dist/.build-stamp',
    command: ['npm', 'run', '--silent', 'build:server'],
  },
  ...['shell', 'content', 'booking', 'admin'].map((app) => ({
    name: `frontend ${app}`,
    sources: [...webSources, `frontends/${app}/src`, `frontends/${app}/webpack.config.mjs`],
    // dist: what the browser loads; dist-server: the server entry the API renders pages with (not for admin).
    outputs: [`frontends/${app}/dist`, ...(app === 'admin' ? [] : [`frontends/${app}/dist-server`])],
    stamp: `frontends/${app}/dist/.build-stamp`,
    command: ['npm', 'run', '--silent', 'build', '-w', `frontends/${app}`],
  })),
];

function newestChange(relativePath) {
  const full = path.join(root, relativePath);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(relativePath, entry)));
  return newest;
}

/** Stale when never built, or when any source changed after the last successful build. */
export function isStale(unit) {
  const stamp = path.join(root, unit.stamp);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return unit.sources.some((source) => newestChange(source) > builtAt);
}
