import { createWebpackConfig, remotePublicPath } from '../webpack.common.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'content',
  publicPath: remotePublicPath('content'),
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
