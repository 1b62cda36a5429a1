// `npm start`, before the server: builds the server (server/dist) when a source is newer than the
// build, checks the environment with the server's validated config, and builds whichever app has
// no build yet. package.json's start script then `exec`s the built server, so `npm start` ends in one
// `node` process that gets the signals itself (SIGTERM drains it, docs/operations.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the root; relative paths in the environment (DATA_DIR, REMOTES_FILE, ...)
// mean the folder `npm start` was typed in, as for `npm run backup`.
const cwd = process.env.INIT_CWD ?? process.cwd();

if (isStale()) console.log(`Built the server in ${await buildServer()} ms`);

// A bad variable is reported in a second, not after minutes of building, with the same rules and
// words as the server's own start.
const check = spawnSync(process.execPath, [path.join(root, 'server/dist/config-check.js')], { cwd, env: process.env, stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

// Only the checkout's own apps are built here: with APPS_ROOT set, the apps are published elsewhere.
// The subscriber portal too, unless PORTAL_DIST serves a build published elsewhere (docs/portal.md).
const apps = process.env.APPS_ROOT ? [] : ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security', ...(process.env.PORTAL_DIST ? [] : ['portal'])];
const pageOf = (app) => (app === 'shell' || app === 'portal' ? 'index.html' : 'mf-manifest.json');
const missing = apps.filter((app) => !existsSync(path.join(root, app, 'dist', pageOf(app))));

if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (first start only)...`);
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${missing.map((a) => `@console/${a}`).join(',')}`, '--parallel=2'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}
