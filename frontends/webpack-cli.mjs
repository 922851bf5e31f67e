// Runs webpack-cli for the frontend in the current directory.
// npm nests webpack-cli 7 under each frontend (the root's commander is an older major), where webpack's own
// `webpack` bin cannot find it and no .bin link exists, so the build scripts start the CLI through this file.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
require(require.resolve('webpack-cli/bin/cli.js'));
