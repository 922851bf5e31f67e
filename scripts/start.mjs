// `npm start`: builds what is missing or stale, then runs the API, which serves the site and /api on PORT
// (default 3000). With no DATABASE_URL it starts its own Postgres; with no REDIS_URL it runs the jobs itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root } from './build-units.mjs';

try {
  await buildAll({ onlyStale: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const api = spawn(process.execPath, [path.join(root, 'services/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass signals on, and leave with the API's exit code once it has shut down (it stops its Postgres first).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
