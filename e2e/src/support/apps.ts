import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
export const APP_FOLDERS = ['shell', 'mf-auth', 'mf-hr', 'mf-internet', 'mf-security'] as const;

/** Every file of a build folder with its size, mtime and sha256, to prove a folder was left alone. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    result[name] = `${stat.size} ${stat.mtimeMs} ${hash}`;
  }
  return result;
}

/** The built apps as the server would serve them from APPS_ROOT, copied so a test may redeploy one. */
export function copyBuiltApps(appsRoot: string): void {
  for (const folder of APP_FOLDERS) {
    const dist = path.join(ROOT, folder, 'dist');
    if (!fs.existsSync(path.join(dist, folder === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${folder} is not built: run npm run build first`);
    }
    fs.cpSync(dist, path.join(appsRoot, folder, 'dist'), { recursive: true, preserveTimestamps: true });
  }
}

export interface RemoteVariant {
  /** The text to change in the file ending with `file`, e.g. a page's title. */
  replace?: [file: string, text: string, replacement: string];
  /** The @console/api version the build claims, and the range it asks for. */
  apiVersion?: string;
  apiRange?: string;
}

/** Builds a remote in production mode into `out`, with the tracked sources untouched. */
export function buildRemoteVariant(folder: string, out: string, variant: RemoteVariant): Promise<void> {
  const cliPackage = require.resolve('@rspack/cli/package.json', { paths: [path.join(ROOT, folder)] });
  const cli = path.join(path.dirname(cliPackage), 'bin/rspack.js');
  const child = spawn(process.execPath, [cli, 'build', '--mode', 'production', '-c', path.join(__dirname, 'remote-variant.rspack.js')], {
    cwd: path.join(ROOT, folder),
    env: {
      ...process.env,
      VARIANT_APP: folder,
      VARIANT_OUT: out,
      VARIANT_REPLACE: variant.replace ? JSON.stringify(variant.replace) : '',
      VARIANT_API_VERSION: variant.apiVersion ?? '',
      VARIANT_API_RANGE: variant.apiRange ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${folder} failed (${code}):\n${output}`))));
  });
}

// The files a page asks for first; every other file of a build has a content hash in its name.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/**
 * Publishes a remote's build into the folder the server serves, as the README tells a team to:
 * the hashed chunks first (the old ones stay, for pages still running the previous release), the
 * entry files last, so no page ever reads a manifest naming chunks that are not there yet.
 */
export function publishRemote(build: string, servedDist: string): void {
  const names = fs.readdirSync(build);
  // An entry's precompressed copies (remoteEntry.js.br) are entries too.
  const isEntry = (name: string) => ENTRY_FILES.has(name.replace(/\.(br|gz)$/, ''));
  for (const name of names.filter((n) => !isEntry(n))) {
    fs.cpSync(path.join(build, name), path.join(servedDist, name), { recursive: true });
  }
  for (const name of names.filter(isEntry)) {
    const temporary = path.join(servedDist, `.${name}.tmp`);
    fs.copyFileSync(path.join(build, name), temporary);
    fs.renameSync(temporary, path.join(servedDist, name));
  }
}
