import { createServerWebpackConfig, createWebpackConfig, remotePublicPath } from '../webpack.common.mjs';

export default [
  createWebpackConfig({
    dir: import.meta.dirname,
    name: 'content',
    publicPath: remotePublicPath('content'),
    exposes: { './lifecycles': './src/lifecycles.tsx' },
  }),
  createServerWebpackConfig({ dir: import.meta.dirname, entry: './src/server.ts' }),
];
