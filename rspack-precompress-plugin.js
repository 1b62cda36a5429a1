// Brotli and gzip copies of every text file a production build writes (scripts, HTML, the federation
// manifest and stats), written beside them so the server sends them as they are and spends no CPU
// compressing on each request. Each app's build makes its own, so a remote published alone (README,
// "Deploying one area") brings its compressed files with it.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;

async function filesUnder(dir) {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
}

async function precompress(file) {
  const raw = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const files = (await filesUnder(compilation.outputOptions.path)).filter((file) => TEXT.test(file));
      await Promise.all(files.map(precompress));
    });
  }
}

module.exports = { PrecompressPlugin };
