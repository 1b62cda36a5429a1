import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildRemoteVariant, copyBuiltApps, publishRemote } from './support/apps';
import { closeAll, collectPageErrors, launchBrowser, screenshot } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * The sign-in page as a page load gets it: the shell's sign-in.html, compressed, with no shared
 * library (React, the UI kit, the data layer) until the user starts on the form, then handing over
 * to the whole console signed in. Then both orders of independent deploys: a new release of mf-auth
 * under this shell, and this mf-auth under a shell without the light page (a shell built before
 * it: no sign-in.html, /auth/login drawn by mf_auth/routes).
 */

const AUTH_RELEASE_HEADING = 'Sign in (new release)';

let work: string;
let appsRoot: string;
let browser: Browser;
let server: RunningServer;

const served = (folder: string) => path.join(appsRoot, folder, 'dist');
const builds = (name: string) => path.join(work, 'builds', name);

/** The shared libraries the page's federation runtime has loaded (run), by name. */
const loadedShared = (page: Page) =>
  page.evaluate(() => {
    const names = new Set<string>();
    for (const instance of Object.values<any>((window as any).__FEDERATION__?.__SHARE__ ?? {})) {
      for (const scope of Object.values<any>(instance)) {
        for (const [name, versions] of Object.entries<any>(scope)) {
          if (Object.values<any>(versions).some((entry) => entry.loaded || entry.lib)) names.add(name);
        }
      }
    }
    return [...names];
  });

async function fillAndSubmit(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.baseUrl}/`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees' }).waitFor();
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-signin-'));
  appsRoot = path.join(work, 'apps');
  copyBuiltApps(appsRoot);
  await Promise.all([
    buildRemoteVariant('mf-auth', builds('auth-release'), {
      replace: ['login-page.tsx', '>\n        Sign in\n', `>\n        ${AUTH_RELEASE_HEADING}\n`],
    }),
    // The shell as it was before the light page: every page load starts the whole console.
    buildRemoteVariant('shell', builds('shell-without-light-page'), { replace: ['src/index.ts', "document.getElementById('sign-in-form')", 'null'] }),
  ]);
  [browser, server] = await Promise.all([launchBrowser(), startServer({ APPS_ROOT: appsRoot })]);
}, 300_000);

afterAll(async () => {
  await closeAll(browser, server);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the light sign-in page', () => {
  it('arrives compressed without the UI kit, fetches the kit once the user is on the form, and signs in to the console', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const fetched: Array<{ url: string; encoding: string | undefined }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.baseUrl) fetched.push({ url: url.pathname, encoding: response.headers()['content-encoding'] });
    });

    const answer = await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The console behind the form may already be prefetched (the page's Link header: the kit and
    // the dashboard's own chunks), but none of it runs: the federation runtime has no shared library
    // loaded, and nothing of the remotes is fetched that the header did not name as a prefetch.
    expect(await loadedShared(page)).toEqual([]);
    const prefetched = [...(answer?.headers().link ?? '').matchAll(/<([^>]+)>; rel=prefetch/g)].map((m) => new URL(m[1], server.baseUrl).pathname);
    expect(prefetched.filter((url) => url.startsWith('/apps/mf-hr/')).length).toBeGreaterThan(0);
    expect(fetched.filter((f) => f.url.startsWith('/apps/') && !prefetched.includes(f.url))).toEqual([]);
    // Every script and the page itself came brotli-compressed.
    expect(fetched.filter((f) => f.encoding !== 'br')).toEqual([]);
    await screenshot(page, 'sign-in-light');

    await page.getByLabel('Email').focus();
    // Focus starts the kit: within a few seconds the UI kit runs, before any submit.
    for (let wait = 0; wait < 100 && !(await loadedShared(page)).includes('@console/ui'); wait += 1) await page.waitForTimeout(100);
    expect(await loadedShared(page)).toEqual(expect.arrayContaining(['@console/ui', '@console/api', 'react']));
    await page.getByLabel('Remember Me').check();
    await fillAndSubmit(page);
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.session') ?? 'null'));
    expect(session?.authorization).toBeTruthy();

    // Remember Me: the next sign-in page starts with the email filled in and the box ticked.
    const next = await context.newPage();
    await next.goto(`${server.baseUrl}/auth/login`);
    expect(await next.getByLabel('Email').inputValue()).toBe(ADMIN.username);
    expect(await next.getByLabel('Remember Me').isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a new release of mf-auth under this shell: light page on a cold load, the remote’s own pages inside the console', async () => {
    publishRemote(builds('auth-release'), served('mf-auth'));
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/auth/login`);
    await fillAndSubmit(page);
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: AUTH_RELEASE_HEADING }).waitFor();
    await page.goto(`${server.baseUrl}/auth/reset`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs this mf-auth under a shell without the light page (the previous shell), sign-in included', async () => {
    // Deployed as a whole folder, as a shell is: the newer shell's sign-in.html goes with it.
    fs.rmSync(served('shell'), { recursive: true });
    fs.cpSync(builds('shell-without-light-page'), served('shell'), { recursive: true });
    for (const file of fs.readdirSync(served('shell')).filter((f) => f.startsWith('sign-in.html'))) fs.rmSync(path.join(served('shell'), file));
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: AUTH_RELEASE_HEADING }).waitFor();
    await fillAndSubmit(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
