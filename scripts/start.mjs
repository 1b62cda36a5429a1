// `npm start`: checks the environment with the server's validated config, builds whichever app has
// no build yet, then runs the server, which serves the API, the shell and every remote on one port
// (SQLite in ./data unless DATABASE_URL is set).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the root; relative paths in the environment (DATA_DIR, REMOTES_FILE, ...)
// mean the folder `npm start` was typed in, as for `npm run backup`.
const cwd = process.env.INIT_CWD ?? process.cwd();
// tsx by its full address: from another folder, a bare `--import tsx` would not find it.
const tsx = import.meta.resolve('tsx');
const server = (entry) => [process.execPath, ['--import', tsx, path.join(root, 'server/src', entry)], { cwd, env: process.env }];

const [node, checkArgs, checkOptions] = server('config-check.ts');
const check = spawnSync(node, checkArgs, { ...checkOptions, stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

const apps = ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security'];
const missing = apps.filter((app) => !existsSync(path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));

if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (first start only)...`);
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${missing.map((a) => `@console/${a}`).join(',')}`, '--parallel=2'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

const [, mainArgs, mainOptions] = server('main.ts');
const child = spawn(node, mainArgs, { ...mainOptions, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// Ended by a signal, the server has no exit code: answer as a shell would (128 + the signal's number).
child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal === 'SIGINT' ? 2 : 15)));
