// The one webpack setup of the four frontends (shell + content, booking, admin microfrontends).
// Each frontends/<app>/webpack.config.mjs only says what is particular to it: name, exposes or remotes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Shared as singletons, never eager (subpaths are not covered by their package's key, so they are listed).
 * MUI is shared per module, never as its barrel: a shared module is one unit that cannot be tree-shaken, so
 * sharing '@mui/material' would ship every MUI component to every page. The keys ending in '/' share each deep
 * import ('@mui/material/Button', '@mui/system/DefaultPropsProvider', ...) on its own, so a page downloads only
 * the components it uses. Code must import MUI by deep path ('@mui/material/Button', '@mui/material/styles').
 * '@mui/system' (its barrel, imported by '@mui/material/styles') and its deep modules are singletons too: they
 * hold the contexts (theme default props, RTL) that the web kit's ThemeProvider and every app's components
 * must agree on.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  'react-router-dom',
  '@lakehouse/web-kit',
];

const packageName = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
const versionOf = (request) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', packageName(request), 'package.json'), 'utf8')).version;

/** Shared but not required to be one instance: stateless code every app uses, downloaded once instead of four times. */
const SHARED = ['zod', '@lakehouse/contracts', '@mui/utils/'];

export const sharedModules = () => ({
  ...Object.fromEntries(SINGLETONS.map((request) => [request, { singleton: true, requiredVersion: versionOf(request) }])),
  ...Object.fromEntries(SHARED.map((request) => [request, { requiredVersion: versionOf(request) }])),
});

/**
 * '[name].[contenthash:8].js', except while webpack is still computing hashes: the federation runtime module
 * (@module-federation/enhanced 2.9.2) resolves the entry chunk's file name at that point only to learn its folder
 * depth, and webpack >= 5.111 throws on [contenthash] there (module-federation/core#5077).
 */
const hashedUnlessHashing = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');

/** The microfrontends and where the API process serves them (the serving contract). */
export const REMOTES = ['content', 'booking', 'admin'];
export const remotePublicPath = (name) => `/mfe/${name}/`;

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (import.meta.dirname of its config)
 * @param {string} options.name         federation container name
 * @param {string} options.publicPath   where the built files are served
 * @param {Record<string,string>} [options.exposes]  for a remote
 * @param {Record<string,string>} [options.remotes]  for the host
 * @param {string} [options.entry]      for the host: its entry module
 * @param {string} [options.htmlTemplate] for the host: the index.html template
 */
export function createWebpackConfig({ dir, name, publicPath, exposes, remotes, entry, htmlTemplate }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    return {
      mode,
      context: dir,
      entry: entry ? { main: entry } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        filename: production ? hashedUnlessHashing : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // Workspace packages (contracts, web-kit) are compiled from their TypeScript source.
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                swcrc: false,
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
        ],
      },
      optimization: {
        // Readable chunk names: a chunk holding react-dom is called react-dom.<hash>.js in every build,
        // so the e2e test can count how many copies the browser downloaded.
        chunkIds: production ? 'deterministic' : 'named',
        splitChunks: {
          cacheGroups: {
            reactDom: {
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              name: 'react-dom',
              chunks: 'async',
              enforce: true,
              priority: 40,
            },
          },
        },
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          ...(remotes ? { remotes } : {}),
          shared: sharedModules(),
          // Use what the page has already loaded (the shell's copies) and fetch a remote's entry only when one
          // of its pages is shown; 'version-first' downloads every remote's entry on the first page load.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        ...(htmlTemplate ? [new HtmlWebpackPlugin({ template: htmlTemplate, inject: 'body', scriptLoading: 'defer' })] : []),
      ],
    };
  };
}
