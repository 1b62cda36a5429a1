import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Preload hints for the shell's page, so the browser fetches at once what it would otherwise find
 * one step after another (shell main, its bootstrap, the remotes list, the area's manifest, its
 * entry, its route chunk). They are computed on each page request from the files deployed at that
 * moment: the shell's chunk-groups.json and mf-manifest.json, and the manifest of the remote that
 * draws the requested page, wherever the remotes list says it is. Sent as a `Link` header, so the
 * page itself stays the build's precompressed file.
 */

interface Manifest {
  shared?: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  exposes?: Array<{ name: string; assets: { js: { sync: string[]; async?: string[] } } }>;
}

// Which remote module draws which page (as shell/src/app-routes.tsx routes them).
const PAGES: Array<{ path: RegExp; remote: string; expose: string }> = [
  { path: /^\/$/, remote: 'mf_hr', expose: 'dashboard' },
  { path: /^\/folder\//, remote: 'mf_hr', expose: 'routes' },
  { path: /^\/internet\//, remote: 'mf_internet', expose: 'routes' },
  { path: /^\/security\//, remote: 'mf_security', expose: 'routes' },
  { path: /^\/settings\//, remote: 'mf_security', expose: 'settings' },
  { path: /^\/auth\//, remote: 'mf_auth', expose: 'routes' },
];

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The manifest file on this server's disk for a manifest URL under /apps/<folder>/, else null. */
function localManifestFile(appsRoot: string, url: string): string | null {
  const match = /^\/apps\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(url);
  return match ? path.join(appsRoot, match[1], 'dist', 'mf-manifest.json') : null;
}

/**
 * The URLs of the chunks a remote's exposed module needs (`sync`), and with `lazy` also those it
 * may load later (`async`: the dashboard's chart), from its manifest on this server's disk (none
 * when it is elsewhere).
 */
async function exposedChunks(appsRoot: string, manifestUrl: string, expose: string, lazy = false): Promise<string[]> {
  const file = localManifestFile(appsRoot, manifestUrl);
  const manifest = file ? await readJson<Manifest>(file) : null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const js = manifest?.exposes?.find((e) => e.name === expose)?.assets.js;
  return [...(js?.sync ?? []), ...(lazy ? (js?.async ?? []) : [])].map((chunk) => `${base}${chunk}`);
}

async function remoteHints(appsRoot: string, manifestUrl: string, expose: string): Promise<string[]> {
  // The federation runtime fetches the manifest with fetch(): a CORS-mode request.
  // Not remoteEntry.js: Chromium did not reuse its preload (served no-cache) for the federation
  // runtime's <script> and fetched it twice; the preloaded manifest lets that request start early.
  const chunks = await exposedChunks(appsRoot, manifestUrl, expose);
  return [`<${manifestUrl}>; rel=preload; as=fetch; crossorigin`, ...chunks.map((url) => `<${url}>; rel=preload; as=script`)];
}

/**
 * The `Link` header value for the shell's page at `pathname`, or '' when there is nothing to hint.
 * `signInPage`: the answer is the shell's sign-in.html, which needs its own small chunk and nothing
 * shared (no framework, no remote) to show and work; the console behind it is only prefetched.
 */
export async function preloadHints(config: Config, remotes: Record<string, string>, pathname: string, signInPage: boolean): Promise<string> {
  const shellDist = path.join(config.appsRoot, 'shell', 'dist');
  const [groups, manifest] = await Promise.all([
    readJson<Record<string, string[]>>(path.join(shellDist, 'chunk-groups.json')),
    readJson<Manifest>(path.join(shellDist, 'mf-manifest.json')),
  ]);
  if (!groups || !manifest) return '';
  const shared = (manifest.shared ?? []).flatMap((s) => s.assets.js.sync);
  if (signInPage) {
    // The console behind the form is fetched at idle priority and not run, so a form filled in by
    // the browser's password manager and sent at once finds most of it already here. The
    // dashboard's own chunks last, its chart's too: the first page after signing in (issue 32: 101
    // KiB were still fetched after Login on 1.6 Mbit/s, the chart's 75 KiB most of it).
    const kit = new Set([...(groups['sign-in-kit'] ?? []), ...shared]);
    const dashboard = PAGES.find((p) => p.path.test('/'))!;
    const manifestUrl = remotes[dashboard.remote];
    const dashboardChunks = manifestUrl ? await exposedChunks(config.appsRoot, manifestUrl, dashboard.expose, true) : [];
    return [
      ...(groups['sign-in'] ?? []).map((file) => `</${file}>; rel=preload; as=script`),
      ...[...kit].map((file) => `</${file}>; rel=prefetch`),
      ...dashboardChunks.map((url) => `<${url}>; rel=prefetch`),
    ].join(', ');
  }
  const scripts = new Set([...(groups.console ?? []), ...shared]);
  const hints = [...scripts].map((file) => `</${file}>; rel=preload; as=script`);
  const page = PAGES.find((p) => p.path.test(pathname));
  const manifestUrl = page && remotes[page.remote];
  if (page && manifestUrl) hints.push(...(await remoteHints(config.appsRoot, manifestUrl, page.expose)));
  return hints.join(', ');
}
