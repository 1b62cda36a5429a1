// Writes chunk-groups.json: the files of each named dynamic import of the app (webpackChunkName),
// e.g. { "sign-in": ["sign-in.1a2b3c4d.js"] }. The server reads it, with the federation manifest,
// to tell the browser in the page's answer which scripts it will ask for next (static-apps.ts).
const { rspack } = require('@rspack/core');

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!group.isInitial()) groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset('chunk-groups.json', new rspack.sources.RawSource(JSON.stringify(groups, null, 2)));
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin };
