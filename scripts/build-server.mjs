// Builds the server into server/dist: one CommonJS file per entry (main.js, config-check.js), so a
// start runs compiled JavaScript in one `node` process instead of transpiling TypeScript (tsx) on
// every start. esbuild bundles the server's own sources and the workspace packages it imports
// (@console/api/contract is TypeScript source); everything from node_modules stays a plain require,
// native modules (better-sqlite3, sharp, argon2) included.
//
// `node scripts/build-server.mjs` builds; `--if-stale` builds only when server/dist is missing or
// older than a source file (npm start, the test helpers). Each file is written beside its target and
// renamed over it, so a server starting while another process builds never reads half a file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'server/dist');
// export-worker: the employee export's worker thread (server/src/core/worker-stream.ts finds it beside main.js).
const entries = ['main', 'config-check', 'export-worker'];
const sources = ['server/src', 'packages/api/src'].map((dir) => path.join(root, dir));

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

export function isStale() {
  const built = entries.map((entry) => path.join(dist, `${entry}.js`));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const oldest = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return sources.some((dir) => newestSource(dir) > oldest);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** Bare imports stay requires, except the workspace's own TypeScript packages. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@console/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  const started = Date.now();
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  const staging = fs.mkdtempSync(path.join(path.dirname(dist), '.dist-'));
  try {
    await build({
      entryPoints: Object.fromEntries(entries.map((entry) => [entry, path.join(root, 'server/src', `${entry}.ts`)])),
      outdir: staging,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [nodeModulesExternal],
      // Read by operations/build-info.ts (the build_info metric).
      define: { BUILD_INFO: JSON.stringify({ version, commit: gitCommit() }) },
    });
    fs.mkdirSync(dist, { recursive: true });
    for (const file of fs.readdirSync(staging)) fs.renameSync(path.join(staging, file), path.join(dist, file));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const ms = await buildServer();
  console.log(`Built the server into server/dist in ${ms} ms`);
}
