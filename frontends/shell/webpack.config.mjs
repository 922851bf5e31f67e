import { createServerWebpackConfig, createWebpackConfig, remoteEntryUrls } from '../webpack.common.mjs';

export default [
  createWebpackConfig({
    dir: import.meta.dirname,
    name: 'shell',
    publicPath: '/',
    entry: './src/index.ts',
    htmlTemplate: './src/index.html',
    staticFiles: ['./src/robots.txt'],
    remoteEntries: remoteEntryUrls(),
  }),
  createServerWebpackConfig({ dir: import.meta.dirname, entry: './src/server.ts' }),
];
