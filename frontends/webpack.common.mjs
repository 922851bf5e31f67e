// The one webpack setup of the four frontends (shell + content, booking, admin microfrontends).
// Each frontends/<app>/webpack.config.mjs only says what is particular to it: name, exposes or remote entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Shared as singletons, never eager (subpaths are not covered by their package's key, so they are listed).
 * MUI's components reach the apps through one curated module, '@lakehouse/web-kit/mui' (the components the
 * chrome and the content pages use, with their families): the shell provides it and its copy is the one used
 * (the shell loads it first, and for equal versions webpack keeps the copy of the container whose name sorts
 * last), so a page holds one copy of each component and of MUI's internals. A component outside it is imported by its deep path and bundled
 * into the app that uses it. '@mui/system' (its barrel) and its deep modules are singletons: they hold the
 * contexts (theme, default props, RTL) that the web kit's ThemeProvider and every copy of a component must
 * agree on.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@mui/system',
  '@mui/system/',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  '@lakehouse/web-kit',
  '@lakehouse/web-kit/mui',
  '@lakehouse/web-kit/api-error-message',
];

/** Copies files served at the site's root as they are (robots.txt), which no module imports. */
class EmitStaticFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(path.basename(file), new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Marks every script for eager compilation (V8's explicit compile hint, a first-line comment): what these chunks
 * hold runs as the page starts, and compiled eagerly it is compiled on a background thread while the script
 * streams in, instead of function by function on the main thread at first call, inside the page's longest tasks.
 */
class CompileHintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, which drops comments; before the source maps, which then count the added line.
        { name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(
              file,
              (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
            );
          }
        },
      );
    });
  }
}

const packageName = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
const versionOf = (request) =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules', packageName(request), 'package.json'), 'utf8')).version;

/**
 * Shared but not required to be one instance: stateless code every app uses, downloaded once instead of four times.
 * zod and the contracts are not shared: webpack cannot tree-shake a shared module, so sharing zod sent all of it
 * with its forty locales (389 KB minified) and built every schema of every app on each page; bundled, each app
 * carries the part of zod it calls and builds only the schemas it imports (contracts declares no side effects).
 */
const SHARED = ['@mui/utils/'];

const sharedModules = () => ({
  ...Object.fromEntries(
    SINGLETONS.map((request) => [request, { singleton: true, requiredVersion: versionOf(request) }]),
  ),
  ...Object.fromEntries(SHARED.map((request) => [request, { requiredVersion: versionOf(request) }])),
});

/** Matches a module path inside any of these packages (scoped names with '/'), for a chunk group's test. */
const inPackages = (names) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);
/** MUI's styling packages besides @mui/system, the singleton whose copy in a microfrontend is a dead fallback. */
const MUI_STYLING_UNSHARED = ['@mui/utils', '@mui/styled-engine', '@mui/private-theming'];
/** The small libraries React, MUI and emotion depend on, which no app shares. */
const REACT_HELPERS = ['react-is', 'prop-types', 'clsx', 'hoist-non-react-statics', '@babel/runtime'];

/** The microfrontends and where the API process serves them (the serving contract). */
const REMOTES = ['content', 'booking', 'admin'];
export const remotePublicPath = (name) => `/mfe/${name}/`;
/** Where the shell fetches each microfrontend's container from (see frontends/shell/src/load-remote.ts). */
export const remoteEntryUrls = () =>
  Object.fromEntries(REMOTES.map((name) => [name, `${remotePublicPath(name)}remoteEntry.js`]));

const swcRule = (production) => ({
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
});

/** A package's stylesheet, imported as its text (web-kit's css-source.d.ts): the lightbox puts it in the page when it opens. */
const cssSourceRule = { test: /\.css$/, type: 'asset/source' };

const resolveSources = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  // Workspace packages (contracts, web-kit) are compiled from their TypeScript source.
  conditionNames: ['source', '...'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * An app's server entry built for Node into `<app>/dist-server/server.cjs` (never served): the same sources as its
 * browser build, with everything it imports bundled in production mode, so the classes emotion derives from MUI's
 * styles are the ones the browser build derives (MUI labels them in development builds), whatever NODE_ENV the API
 * process runs with. One file: lazy pages are in it, so a render never waits for a chunk from disk.
 *
 * @param {object} options
 * @param {string} options.dir    the app's folder (import.meta.dirname of its config)
 * @param {string} options.entry  the server entry module
 */
export function createServerWebpackConfig({ dir, entry }) {
  return () => ({
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { server: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: resolveSources,
    module: { rules: [swcRule(true), cssSourceRule] },
    // V8 keeps a loaded script's source for as long as its functions live: unminified, with non-Latin-1 text, the
    // three bundles held 18 MB of the API's heap as two-byte strings. Whitespace and comments go and the output is
    // ASCII (one byte a character); names are kept, so stack traces in the API's logs stay readable.
    optimization: {
      minimize: true,
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: {
            compress: { keep_classnames: true, keep_fnames: true },
            mangle: false,
            format: { asciiOnly: true },
          },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  });
}

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (import.meta.dirname of its config)
 * @param {string} options.name         federation container name
 * @param {string} options.publicPath   where the built files are served
 * @param {Record<string,string>} [options.exposes]  for a remote
 * @param {Record<string,string>} [options.remoteEntries] for the host: each microfrontend's remoteEntry.js URL
 * @param {string} [options.entry]      for the host: its entry module
 * @param {string} [options.htmlTemplate] for the host: the index.html template
 * @param {string[]} [options.staticFiles] files copied to the output root as they are
 */
export function createWebpackConfig({
  dir,
  name,
  publicPath,
  exposes,
  remoteEntries,
  entry,
  htmlTemplate,
  staticFiles = [],
}) {
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
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: resolveSources,
      module: { rules: [swcRule(production), cssSourceRule] },
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
            // MUI's styling engine and emotion are shared module by module (see SINGLETONS), each its own chunk by
            // default: dozens of small scripts on every first load, each appended, fetched and run in turn (the
            // longest task of a page's start under a slow CPU). Every page needs all of them: they travel as one file
            // each. In a microfrontend the shared modules are fallbacks the shell's copies replace, so its groups hold
            // only what is not shared: grouped with the fallbacks, a helper it needs fetched their dead copies too
            // (77 KB of @mui/system and React itself on /book).
            muiSystem: {
              test: inPackages(exposes ? MUI_STYLING_UNSHARED : ['@mui/system', ...MUI_STYLING_UNSHARED]),
              name: 'mui-system',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
            // React and the small libraries MUI and emotion depend on, which would otherwise be copied into
            // several tiny chunks of their own.
            react: {
              test: inPackages(exposes ? REACT_HELPERS : ['react', ...REACT_HELPERS]),
              name: 'react',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
            emotion: {
              test: /[\\/]node_modules[\\/](@emotion|stylis)[\\/]/,
              name: 'emotion',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
          },
        },
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        // webpack's own Module Federation: its runtime is a few KB, where @module-federation/enhanced's is ~30 KB
        // gzipped in every container. The shell has no static remotes: those would make webpack download every
        // remote's entry when the shared scope is first initialised; it loads a microfrontend's container when
        // one of its routes is shown (load-remote.ts).
        new webpack.container.ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedModules(),
        }),
        ...(remoteEntries
          ? [new webpack.DefinePlugin({ MICROFRONTEND_ENTRY_URLS: JSON.stringify(remoteEntries) })]
          : []),
        ...(htmlTemplate
          ? [new HtmlWebpackPlugin({ template: htmlTemplate, inject: 'body', scriptLoading: 'defer' })]
          : []),
        ...(staticFiles.length ? [new EmitStaticFilesPlugin(staticFiles.map((file) => path.resolve(dir, file)))] : []),
        ...(production ? [new CompileHintPlugin()] : []),
      ],
    };
  };
}
