import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { APP_FOLDERS, buildRemoteVariant, copyBuiltApps, fingerprint, publishRemote } from './support/apps';
import { closeAll, collectPageErrors, launchBrowser, screenshot, signIn } from './support/browser';
import { startServer, writeRemotesFile, type RunningServer } from './support/server';

/**
 * One area team ships on its own: the Internet remote is rebuilt (with a changed title) and
 * published into the folder the running server serves, and a reload shows it while the shell and
 * the other remotes stay byte for byte the same and the server keeps running. The same remote built
 * against an older @console/api loads; built against an incompatible one it shows the version panel.
 * Last, the remotes list points at a remote that is not there and the rest of the console works.
 *
 * The server serves a copy of the built apps (APPS_ROOT) and the variants are built into a temporary
 * folder, so the tracked sources and the builds the other e2e tests use are never touched.
 */

const ROOT = path.resolve(__dirname, '../..');
const REDEPLOYED_TITLE = 'Locations (redeployed)';

let work: string;
let appsRoot: string;
let remotesFile: string;
let browser: Browser;
let server: RunningServer;
let page: Page;
let errors: string[];

const served = (folder: string) => path.join(appsRoot, folder, 'dist');
const builds = (name: string) => path.join(work, 'builds', name);
const writeRemotes = (internetEntry: string) => writeRemotesFile(remotesFile, { mf_internet: internetEntry });
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const menuLink = (name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });

/** The shell's menu, the Folders area and the Security area answer as usual. */
async function restOfConsoleWorks() {
  await menuLink('Employees').click();
  await page.waitForURL(`${server.baseUrl}/folder/employee/all`);
  await heading('Employees').waitFor();
  await menuLink('Users').click();
  await page.waitForURL(`${server.baseUrl}/security/users/all`);
  await heading('Users').waitFor();
  await menuLink('Dashboard').click();
  await page.waitForURL(`${server.baseUrl}/`);
  await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-deploy-'));
  appsRoot = path.join(work, 'apps');
  remotesFile = path.join(work, 'remotes.json');
  copyBuiltApps(appsRoot);
  writeRemotes('/apps/mf-internet/mf-manifest.json');
  // Built before the console opens: with two busy cores the builds take the longest, and they are
  // the team's CI, not part of what the user sees.
  await Promise.all([
    buildRemoteVariant('mf-internet', builds('compatible'), {
      // The list's title is its noun's plural: another plural retitles it, the answer's key kept.
      replace: ['locations-page.tsx', "noun: 'Location',", `noun: 'Location', plural: '${REDEPLOYED_TITLE}', key: 'locations',`],
      apiVersion: '1.0.0',
      apiRange: '^1.0.0',
    }),
    buildRemoteVariant('mf-internet', builds('incompatible'), { apiVersion: '2.0.0', apiRange: '^2.0.0' }),
  ]);
  [browser, server] = await Promise.all([launchBrowser(), startServer({ APPS_ROOT: appsRoot, REMOTES_FILE: remotesFile })]);
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  errors = collectPageErrors(page);
  await signIn(page, server.baseUrl);
}, 300_000);

afterAll(async () => {
  await closeAll(page, browser, server);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('deploying one area on its own', () => {
  it('shows the Internet area as first deployed', async () => {
    await page.goto(`${server.baseUrl}/internet/locations/all`);
    await heading('Locations').waitFor();
  });

  it('shows a republished remote on reload, with the shell and the other remotes untouched and no restart', async () => {
    const before = Object.fromEntries(APP_FOLDERS.map((folder) => [folder, fingerprint(served(folder))]));
    const oldInternetFiles = Object.keys(before['mf-internet']);

    publishRemote(builds('compatible'), served('mf-internet'));
    await page.reload();
    await heading(REDEPLOYED_TITLE).waitFor();
    await screenshot(page, 'deploy-redeployed-remote');

    for (const folder of APP_FOLDERS.filter((f) => f !== 'mf-internet')) {
      expect({ folder, files: fingerprint(served(folder)) }).toEqual({ folder, files: before[folder] });
    }
    // The previous release's chunks stay for pages that still run it; the new ones sit beside them.
    const internetNow = Object.keys(fingerprint(served('mf-internet')));
    expect(internetNow).toEqual(expect.arrayContaining(oldInternetFiles));
    expect(internetNow.length).toBeGreaterThan(oldInternetFiles.length);
    expect((await fetch(`${server.baseUrl}/api/health`)).ok).toBe(true);
    await restOfConsoleWorks();
  });

  it('runs a remote built against an older, compatible @console/api on the console’s newer one', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(served('mf-internet'), 'mf-manifest.json'), 'utf8'));
    const api = manifest.shared.find((shared: { name: string }) => shared.name === '@console/api');
    expect({ version: api.version, requiredVersion: api.requiredVersion }).toEqual({ version: '1.0.0', requiredVersion: '^1.0.0' });
    const consoleApi = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/api/package.json'), 'utf8')).version;
    expect(consoleApi).toMatch(/^1\.[1-9]/);

    await page.goto(`${server.baseUrl}/internet/locations/all`);
    await heading(REDEPLOYED_TITLE).waitFor();
    // One copy of the contract package on the page: the console's own, which the remote runs on.
    await page.waitForLoadState('networkidle');
    const versions = await page.evaluate(() => {
      const found = new Set<string>();
      for (const instance of Object.values<any>((window as any).__FEDERATION__?.__SHARE__ ?? {})) {
        for (const scope of Object.values<any>(instance)) {
          for (const [version, entry] of Object.entries<any>(scope['@console/api'] ?? {})) {
            if (entry.loaded || entry.lib) found.add(version);
          }
        }
      }
      return [...found];
    });
    expect(versions).toEqual([consoleApi]);
  });

  it('shows the version panel for a remote built against an incompatible @console/api, and the rest works', async () => {
    publishRemote(builds('incompatible'), served('mf-internet'));
    await page.reload();
    const panel = page.getByRole('alert');
    await panel.getByText('The Internet area does not fit this version of the console').waitFor();
    expect(await panel.textContent()).toContain('built for @console/api ^2.0.0');
    expect(await panel.getByRole('button').count()).toBe(0);
    await screenshot(page, 'deploy-incompatible-remote');
    await restOfConsoleWorks();
  });

  it('keeps the rest of the console working when the remotes list points at a missing remote', async () => {
    writeRemotes('/apps/mf-internet-gone/mf-manifest.json');
    await page.goto(`${server.baseUrl}/internet/locations/all`);
    await page.getByRole('alert').getByText('The Internet area could not be loaded').waitFor();
    await screenshot(page, 'deploy-missing-remote');
    await restOfConsoleWorks();
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);
  });

  it('raised no uncaught error in the page', () => {
    expect(errors).toEqual([]);
  });
});
