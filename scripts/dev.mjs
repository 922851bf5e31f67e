// `npm run dev`: rebuilds on change and restarts the API when its build changes. The frontends are
// rebuilt by webpack in watch mode; reload the browser to see a change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root } from './build-units.mjs';

await buildAll({ onlyStale: true });

const swcWatch = (dir) => [
  'npx',
  'swc',
  `${dir}/src`,
  '-d',
  `${dir}/dist`,
  '--strip-leading-paths',
  '--config-file',
  '.swcrc',
  '--ignore',
  '**/*.test.ts',
  '--watch',
  '--quiet',
];
const processes = [
  ...['packages/contracts', 'packages/server-kit', 'services/worker', 'services/api'].map(swcWatch),
  ...['shell', 'content', 'booking', 'admin'].map((app) => ['npm', 'run', '--silent', 'dev', '-w', `frontends/${app}`]),
  [
    process.execPath,
    ...['packages/contracts', 'packages/server-kit', 'services/worker', 'services/api'].map(
      (dir) => `--watch-path=${dir}/dist`,
    ),
    path.join('services/api/dist/main.js'),
  ],
];

const children = processes.map((command) => spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit' }));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
