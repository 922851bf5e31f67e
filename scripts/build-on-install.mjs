// The root package's `prepare` script, run by `npm install` and `npm ci`: builds what is stale, so the first
// `npm start` after an install finds nothing to build and only starts the API (the frontends' webpack builds
// are most of a first start otherwise). It builds only where a build is wanted and possible:
// - not without the build tools: `npm ci --omit=dev` (production images) installs no swc or webpack;
// - not when LAKEHOUSE_SKIP_INSTALL_BUILD=1 says so (an install whose caller builds by its own means).
// The Dockerfiles' `npm ci` runs before the sources are copied in, so there the prepare script finds no
// scripts/ folder and does nothing (see package.json), and `npm run build` builds afterwards as before.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root } from './build-units.mjs';

/** Packages the build runs (swc for the server, webpack for the frontends): all dev dependencies. */
const BUILD_TOOLS = ['@swc/cli', 'webpack', 'swc-loader'];

function installed(name) {
  try {
    createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/** Why no build runs after this install, or undefined when it should run. */
export function skipReason(env, isInstalled = installed) {
  if (env.LAKEHOUSE_SKIP_INSTALL_BUILD === '1') return 'LAKEHOUSE_SKIP_INSTALL_BUILD=1';
  const missing = BUILD_TOOLS.filter((name) => !isInstalled(name));
  if (missing.length > 0) return `the build tools are not installed (${missing.join(', ')}: dev dependencies omitted)`;
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = skipReason(process.env);
  if (reason) {
    console.log(`build on install: skipped, ${reason}`);
  } else {
    try {
      await buildAll({ onlyStale: true });
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
}
