import { createWebpackConfig, remotePublicPath } from '../webpack.common.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'admin',
  publicPath: remotePublicPath('admin'),
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
