// The one rspack config of the console: the shell and every remote differ only by the options below.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./rspack-precompress-plugin');
const { ChunkGroupsPlugin } = require('./rspack-chunk-groups-plugin');

// Architecture 2a: one copy of each of these in the browser, whoever loads first provides it.
// Chakra is not among them: a shared package is provided whole (no tree shaking, 232 KiB brotli
// for Chakra), so the apps reach Chakra only through @console/ui (packages/ui/src/chakra.ts), and
// each build of @console/ui carries the part of Chakra it uses; @console/ui being one copy, so is
// Chakra. react-final-form and final-form are added because @console/ui's field adapters read the form
// context that a remote's <Form> creates: two copies would mean two contexts and broken fields.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@emotion/react',
  '@console/api',
  '@console/ui',
  'react-final-form',
  'final-form',
];

// The console's own contract: a remote built against a version the page's copy does not satisfy
// (a major apart) must not run on it. strictVersion makes that load fail, and the shell shows the
// area's panel. Their ranges in each app's package.json are carets, so an older minor still loads.
const CONTRACTS = new Set(['@console/api', '@console/ui']);

function sharedSingletons(dir, dependencies) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkg = name.replace(/\/$/, '');
      if (!dependencies[pkg]) throw new Error(`rspack.shared.js: ${pkg} is shared but missing from package.json`);
      // Stated, not inferred: react-final-form's dist/ has a package.json without a version.
      const { version } = require(require.resolve(`${pkg}/package.json`, { paths: [dir] }));
      return [name, { singleton: true, requiredVersion: dependencies[pkg], version, strictVersion: CONTRACTS.has(pkg) }];
    }),
  );
}

// `API_URL=http://host:port npx nx serve mf-internet`: the dev servers send /api there. Without it
// the shell's dev server expects a local server and a remote's standalone page uses the mock API.
const API_URL = process.env.API_URL || '';

/** How every app's TypeScript and JSX are compiled (the console's apps and the portal). */
function sourceRule(dev, { refresh = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    type: 'javascript/auto',
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
      },
      env: { targets: 'defaults' },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (its package.json, src/ and dist/)
 * @param {string} options.name       federation name: 'shell' or mf_auth, mf_hr, mf_internet, mf_security
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {number} options.port       dev server port
 * @param {Array<{filename: string, template: string, templateParameters?: object}>} [options.pages]
 *        further pages of the host's production build, each running its main entry
 */
module.exports = function consoleRspackConfig({ dir, name, exposes, port, pages = [] }) {
  const isHost = !exposes;
  const { dependencies } = require(path.join(dir, 'package.json'));

  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    // A remote's page of its own is only for standalone development; production ships just the
    // federation entry and its chunks.
    const withPage = isHost || dev;

    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      // `rspack serve` compiles dynamic imports lazily by default, and the async boundary
      // (import('./bootstrap')) then left the standalone page blank.
      lazyCompilation: false,
      resolve: { extensions: ['.tsx', '.ts', '...'] },
      module: {
        rules: [sourceRule(dev, { refresh: dev }), { test: /\.(png|svg|jpe?g)$/, type: 'asset' }],
      },
      optimization: { splitChunks: { chunks: 'async' } },
      // A shared package is provided whole (no tree shaking across separately built apps). The
      // biggest file is @console/ui with the part of Chakra it uses, about 390 kB minified (it was
      // 1.1 MB while Chakra itself was shared): a warning when a file grows past 450 kB.
      performance: { hints: dev ? false : 'warning', maxAssetSize: 450_000, maxEntrypointSize: 400_000 },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell learns the remotes' addresses at run time (/remotes.json), never at build time.
          remotes: {},
          shared: sharedSingletons(dir, dependencies),
          shareStrategy: 'loaded-first',
          manifest: true,
          // Types come from the workspace packages; generating federated d.ts would only slow builds.
          dts: false,
          // The shell hands its federation runtime to the remotes, so a production remote entry does
          // not carry a second copy; a remote's standalone dev page still brings its own.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: !dev },
        }),
        // Hot reload keeps React state: an edited component re-renders in place.
        dev && new (require('@rspack/plugin-react-refresh').ReactRefreshRspackPlugin)(),
        !isHost && dev && new rspack.DefinePlugin({ STANDALONE_API_URL: JSON.stringify(API_URL) }),
        withPage &&
          new rspack.HtmlRspackPlugin({
            title: 'Staff Console',
            // Deep links (/auth/login) must still find /main.js; the chunks keep publicPath 'auto'.
            publicPath: '/',
            // Not a remote's federation entry too: a second runtime on the page would take the
            // page's hot updates and leave the screen as it was.
            chunks: ['main'],
            templateContent:
              '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Staff Console</title></head><body><div id="root"></div></body></html>',
          }),
        ...(isHost && !dev
          ? pages.map((page) => new rspack.HtmlRspackPlugin({ ...page, template: path.join(dir, page.template), publicPath: '/', chunks: ['main'] }))
          : []),
        isHost && !dev && new ChunkGroupsPlugin(),
        !dev && new PrecompressPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: true,
        // The shell fetches remote entries from other ports in development.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The shell in development talks to a running server for the API and the built remotes;
        // a remote's standalone page uses the mock API (msw's worker is served from
        // packages/testing/public), or the server at API_URL.
        ...(isHost
          ? { proxy: [{ context: ['/api', '/remotes.json', '/apps'], target: API_URL || 'http://localhost:3000' }] }
          : API_URL
            ? { proxy: [{ context: ['/api'], target: API_URL }] }
            : { static: { directory: path.join(__dirname, 'packages/testing/public') } }),
      },
    };
  };
};

module.exports.sourceRule = sourceRule;
