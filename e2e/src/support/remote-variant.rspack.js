// A remote's own production config, built into another folder with a visible text change and, if
// asked, as if it had been built against another version of @console/api. The e2e deploy tests
// use it so that a "new release" of an area never edits the tracked sources or the served builds.
//
//   VARIANT_APP           the remote's folder, e.g. mf-internet
//   VARIANT_OUT           where the build goes
//   VARIANT_REPLACE       JSON [file suffix, text, replacement]: the visible change
//   VARIANT_API_VERSION   the @console/api version the build states it was built against
//   VARIANT_API_RANGE     the @console/api range it asks the page for
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const ROOT = path.resolve(__dirname, '../../..');
const app = process.env.VARIANT_APP;
const out = process.env.VARIANT_OUT;
if (!app || !out) throw new Error('remote-variant.rspack.js needs VARIANT_APP and VARIANT_OUT');
const appDir = path.join(ROOT, app);
const [file, text, replacement] = JSON.parse(process.env.VARIANT_REPLACE || '[]');

module.exports = (env, argv) => {
  const config = require(path.join(appDir, 'rspack.config.js'))(env, argv);
  config.output.path = out;
  if (file) {
    config.module.rules.push({
      test: (resource) => resource.startsWith(appDir) && resource.endsWith(file),
      enforce: 'pre',
      loader: path.join(ROOT, 'rspack-replace-text-loader.js'),
      options: { text, replacement },
    });
  }
  const { VARIANT_API_VERSION: apiVersion, VARIANT_API_RANGE: apiRange } = process.env;
  if (apiVersion || apiRange) {
    const index = config.plugins.findIndex((plugin) => plugin instanceof ModuleFederationPlugin);
    // The plugin keeps its options privately; a changed shape must fail the build, not slip through.
    const options = config.plugins[index]?._options;
    if (!options?.shared?.['@console/api']) throw new Error('remote-variant.rspack.js: federation options not found');
    const api = options.shared['@console/api'];
    config.plugins[index] = new ModuleFederationPlugin({
      ...options,
      shared: {
        ...options.shared,
        '@console/api': { ...api, version: apiVersion || api.version, requiredVersion: apiRange || api.requiredVersion },
      },
    });
  }
  return config;
};
