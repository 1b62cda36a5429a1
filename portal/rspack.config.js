// The portal's build: a plain single-page app, not a federation remote, so the page loads React and
// the portal's own code and nothing of the staff console (docs/portal.md, "Light"). Served at /portal/
// from its own dist folder (PORTAL_DIST), precompressed as the console's apps are.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { PrecompressPlugin } = require('../rspack-precompress-plugin');
const { sourceRule } = require('../rspack.shared');

module.exports = (_env, argv) => {
  const dev = argv.mode !== 'production';
  return {
    mode: dev ? 'development' : 'production',
    context: __dirname,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/portal/',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    resolve: {
      extensions: ['.tsx', '.ts', '...'],
      // Preact's compat layer in the page, written against React's API (the tests render with React):
      // React 19's DOM renderer alone is ~55 KiB brotli and, on a 4x slower phone CPU, half a second
      // of script before the page answers; Preact is ~5 KiB (docs/portal.md, "Light").
      alias: {
        react$: 'preact/compat',
        'react-dom$': 'preact/compat',
        'react-dom/client$': 'preact/compat/client',
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
      },
    },
    module: {
      rules: [sourceRule(dev)],
    },
    // One script: on a phone's slow link, a second round trip costs more than the bytes it would save.
    optimization: { splitChunks: false },
    // The budget (docs/portal.md): 120 KiB on the wire until usable; the script is most of it.
    performance: { hints: dev ? false : 'error', maxAssetSize: 300_000, maxEntrypointSize: 300_000 },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'src/index.html'), publicPath: '/portal/', minify: !dev }),
      !dev && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: {
      port: 4210,
      historyApiFallback: { index: '/portal/index.html' },
      devMiddleware: { publicPath: '/portal/' },
      proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }],
    },
  };
};
