import { createWebpackConfig, REMOTES, remotePublicPath } from '../webpack.common.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  publicPath: '/',
  entry: './src/index.ts',
  htmlTemplate: './src/index.html',
  remotes: Object.fromEntries(REMOTES.map((name) => [name, `${name}@${remotePublicPath(name)}remoteEntry.js`])),
});
