import { createServerWebpackConfig, createWebpackConfig, remotePublicPath } from '../webpack.common.mjs';

export default [
  createWebpackConfig({
    dir: import.meta.dirname,
    name: 'booking',
    publicPath: remotePublicPath('booking'),
    exposes: { './lifecycles': './src/lifecycles.tsx' },
  }),
  createServerWebpackConfig({ dir: import.meta.dirname, entry: './src/server.ts' }),
];
