// `npm start`: builds whichever app has no build yet, then runs the server, which serves the API,
// the shell and every remote on one port (SQLite in ./data unless DATABASE_URL is set).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
